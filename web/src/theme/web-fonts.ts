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
 * Loads the brand fonts once the page has been painted, and adds them together, so the text is laid
 * out again once rather than once per font. Until then the text is drawn with metric-matched local
 * fonts (fontFallbackFaces in theme/font-fallbacks), so the swap barely moves anything; the pictures
 * and the app's code are not kept waiting for 46 KiB of fonts. Without them (offline) the fallbacks stay.
 */
export const loadWebFonts = async (): Promise<void> => {
  const fontFaces = faces.map(
    ([family, url, descriptors]) =>
      new FontFace(family, `url(${url}) format('woff2')`, { display: 'swap', ...descriptors }),
  );
  try {
    const loaded = await Promise.all(fontFaces.map((face) => face.load()));
    for (const face of loaded) document.fonts.add(face);
  } catch {
    // The fallback fonts stay: same metrics, so the page still reads and lays out as designed.
  }
};
