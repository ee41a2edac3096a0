// Self-hosted from npm (never a CDN), latin subset, only the weights the theme uses.
import jost400 from '@fontsource/jost/files/jost-latin-400-normal.woff2?url';
import jost500 from '@fontsource/jost/files/jost-latin-500-normal.woff2?url';
import playfairItalic400 from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2?url';
import playfair500 from '@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff2?url';

const faces: [family: string, url: string, descriptors: FontFaceDescriptors][] = [
  ['Jost', jost400, { weight: '400' }],
  ['Jost', jost500, { weight: '500' }],
  ['Playfair Display', playfair500, { weight: '500' }],
  ['Playfair Display', playfairItalic400, { weight: '400', style: 'italic' }],
];

/**
 * Downloads the brand fonts and answers, per family, a function that adds that family's faces to the
 * page, so that main.tsx can add them a frame apart: each family added is a new layout of the text set
 * in it, and both at once was one long task. main.tsx starts this after the first paint: until then the
 * text is drawn with metric-matched local fonts (fontFallbackFaces in theme/font-fallbacks), so the swap
 * barely moves anything, and the pictures and the app's code are not kept waiting for 46 KiB of fonts.
 * Without them (offline) the fallbacks stay: the answer is null.
 */
export const fetchWebFonts = async (): Promise<(() => void)[] | null> => {
  const families = [...new Set(faces.map(([family]) => family))];
  const fontFaces = faces.map(
    ([family, url, descriptors]) =>
      new FontFace(family, `url(${url}) format('woff2')`, { display: 'swap', ...descriptors }),
  );
  try {
    const loaded = await Promise.all(fontFaces.map((face) => face.load()));
    // By the family each face was made for: FontFace.family may come back quoted ("Playfair Display").
    return families.map((family) => () => {
      loaded.forEach((face, index) => faces[index]?.[0] === family && document.fonts.add(face));
    });
  } catch {
    return null;
  }
};
