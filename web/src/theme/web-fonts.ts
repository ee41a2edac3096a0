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
 * Downloads the brand fonts and answers a function that adds them to the page, all at once, so the
 * text is laid out again once rather than once per font. main.tsx starts this after the first paint:
 * until then the text is drawn with metric-matched local fonts (fontFallbackFaces in
 * theme/font-fallbacks), so the swap barely moves anything, and the pictures and the app's code are not
 * kept waiting for 46 KiB of fonts. Without them (offline) the fallbacks stay: the answer is null.
 */
export const fetchWebFonts = async (): Promise<(() => void) | null> => {
  const fontFaces = faces.map(
    ([family, url, descriptors]) =>
      new FontFace(family, `url(${url}) format('woff2')`, { display: 'swap', ...descriptors }),
  );
  try {
    const loaded = await Promise.all(fontFaces.map((face) => face.load()));
    return () => {
      for (const face of loaded) document.fonts.add(face);
    };
  } catch {
    return null;
  }
};
