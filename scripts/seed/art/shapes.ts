import type { ProductShape } from '../data/products';
import { darken, lighten } from './color';
import type { Defs } from './defs';
import { between, type Random } from './random';

/** What a shape is painted with. Every shape stands on the line y = 650, centred on x = 400. */
export interface Paint {
  color: string;
  /** Ribbons, bows and label print. */
  accent: string;
  /** Caps, collars and cases. */
  metal: string;
  defs: Defs;
  rand: Random;
}

const label = (x: number, y: number, w: number, h: number, ink: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" fill-opacity=".6"/>` +
  `<rect x="${x + w * 0.2}" y="${y + h * 0.38}" width="${w * 0.6}" height="6" rx="3" fill="${ink}"/>` +
  `<rect x="${x + w * 0.3}" y="${y + h * 0.58}" width="${w * 0.4}" height="4" rx="2" fill="${ink}" fill-opacity=".6"/>`;

const gloss = (x: number, y1: number, y2: number, width = 8): string =>
  `<path d="M${x} ${y1}V${y2}" stroke="#fff" stroke-opacity=".4" stroke-width="${width}" stroke-linecap="round"/>`;

const lipstick = ({ color, metal, defs, rand }: Paint): string => {
  const tilt = between(rand, 24, 44);
  const side = rand() < 0.5 ? -1 : 1;
  const capX = 400 + side * 150 - 55;
  return [
    `<rect x="${capX}" y="480" width="110" height="170" rx="10" fill="${defs.cylinder(darken(color, 0.45))}"/>`,
    `<rect x="${capX}" y="480" width="110" height="16" rx="6" fill="${defs.cylinder(metal)}"/>`,
    `<rect x="335" y="470" width="130" height="180" rx="10" fill="${defs.cylinder(darken(color, 0.45))}"/>`,
    `<rect x="350" y="395" width="100" height="80" rx="4" fill="${defs.cylinder(metal)}"/>`,
    `<path d="M362 400V${250 + tilt}Q362 ${236 + tilt} 376 ${230 + tilt}L438 ${230 - tilt}V400Z" fill="${defs.cylinder(color)}"/>`,
    gloss(378, 392, 262 + tilt),
  ].join('');
};

const palette = ({ color, metal, defs, rand }: Paint): string => {
  const cols = rand() < 0.5 ? 3 : 4;
  const pans: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < cols; col++) {
      const x = 400 + (col - (cols - 1) / 2) * (cols === 3 ? 110 : 96);
      const y = 370 + row * 88;
      const pan = row === 1 ? color : row === 0 ? lighten(color, 0.25 + col * 0.1) : darken(color, 0.1 + col * 0.12);
      pans.push(
        `<circle cx="${x}" cy="${y}" r="36" fill="${pan}" stroke="${darken(metal, 0.3)}" stroke-width="3"/>`,
        `<ellipse cx="${x - 12}" cy="${y - 14}" rx="12" ry="7" fill="#fff" fill-opacity=".25"/>`,
      );
    }
  }
  return [
    `<rect x="180" y="300" width="440" height="350" rx="26" fill="${defs.cylinder(darken(color, 0.6))}"/>`,
    `<rect x="200" y="318" width="400" height="310" rx="16" fill="${darken(color, 0.7)}"/>`,
    `<rect x="180" y="300" width="440" height="10" rx="5" fill="${metal}"/>`,
    ...pans,
  ].join('');
};

const mascara = ({ color, metal, defs }: Paint): string =>
  [
    `<rect x="368" y="300" width="64" height="350" rx="14" fill="${defs.cylinder(color)}"/>`,
    `<rect x="364" y="292" width="72" height="22" rx="6" fill="${defs.cylinder(metal)}"/>`,
    `<rect x="384" y="262" width="32" height="32" rx="4" fill="${defs.cylinder(metal)}"/>`,
    gloss(384, 330, 620),
    `<rect x="450" y="612" width="150" height="38" rx="12" fill="${defs.cylinder(color)}"/>`,
    `<rect x="596" y="626" width="80" height="10" fill="${metal}"/>`,
    `<rect x="672" y="614" width="88" height="34" rx="17" fill="#1d1b22"/>`,
    `<path d="M680 614V648M692 614V648M704 614V648M716 614V648M728 614V648M740 614V648M752 614V648" stroke="#3b3842" stroke-width="3"/>`,
  ].join('');

const pump = ({ color, accent, metal, defs }: Paint): string =>
  [
    `<rect x="300" y="380" width="200" height="270" rx="36" fill="${defs.cylinder(color)}"/>`,
    `<rect x="370" y="338" width="60" height="46" rx="6" fill="${defs.cylinder(metal)}"/>`,
    `<rect x="390" y="296" width="20" height="46" fill="${defs.cylinder(metal)}"/>`,
    `<rect x="350" y="268" width="100" height="34" rx="10" fill="${defs.cylinder(metal)}"/>`,
    `<rect x="440" y="276" width="66" height="14" rx="7" fill="${metal}"/>`,
    label(330, 470, 140, 110, accent),
    gloss(322, 410, 620),
  ].join('');

const compact = ({ color, metal, defs, rand }: Paint): string => {
  const lines: string[] = [];
  const rings = 3 + Math.floor(rand() * 3);
  for (let i = 1; i <= rings; i++) {
    const rx = (150 * i) / (rings + 1);
    lines.push(`<ellipse cx="400" cy="552" rx="${rx}" ry="${rx * 0.42}"/>`);
  }
  return [
    `<ellipse cx="400" cy="360" rx="190" ry="170" fill="${defs.cylinder(metal)}"/>`,
    `<ellipse cx="400" cy="360" rx="160" ry="142" fill="${defs.linear('#f4f7fb', '#b9c3d0', [0, 0, 1, 1])}"/>`,
    `<path d="M300 300Q340 250 400 240" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" stroke-opacity=".7"/>`,
    `<ellipse cx="400" cy="575" rx="200" ry="80" fill="${darken(metal, 0.25)}"/>`,
    `<ellipse cx="400" cy="560" rx="200" ry="86" fill="${defs.cylinder(metal)}"/>`,
    `<ellipse cx="400" cy="552" rx="165" ry="68" fill="${defs.radial(color)}"/>`,
    `<g fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="3">${lines.join('')}</g>`,
  ].join('');
};

const tube = ({ color, accent, metal, defs }: Paint): string =>
  [
    `<path d="M328 560L306 250H494L472 560Z" fill="${defs.cylinder(color)}"/>`,
    `<rect x="300" y="226" width="200" height="28" rx="4" fill="${darken(color, 0.18)}"/>`,
    `<path d="M316 232V248M336 232V248M356 232V248M376 232V248M396 232V248M416 232V248M436 232V248M456 232V248M476 232V248" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>`,
    `<rect x="345" y="556" width="110" height="94" rx="12" fill="${defs.cylinder(metal)}"/>`,
    label(350, 330, 100, 120, accent),
    gloss(326, 275, 530),
  ].join('');

const dropper = ({ color, accent, metal, defs }: Paint): string =>
  [
    `<path d="M310 630Q310 650 330 650H470Q490 650 490 630V440Q490 392 440 386H360Q310 392 310 440Z" fill="${defs.cylinder(color)}" fill-opacity=".92"/>`,
    `<rect x="394" y="388" width="12" height="200" rx="6" fill="#fff" fill-opacity=".3"/>`,
    `<rect x="362" y="330" width="76" height="60" rx="6" fill="${defs.cylinder(metal)}"/>`,
    `<path d="M372 332V250Q372 200 400 200Q428 200 428 250V332Z" fill="${defs.cylinder(darken(color, 0.55))}"/>`,
    label(330, 480, 140, 100, accent),
    gloss(328, 440, 610),
  ].join('');

const jar = ({ color, accent, metal, defs }: Paint): string =>
  [
    `<rect x="255" y="470" width="290" height="180" rx="30" fill="${defs.cylinder(color)}"/>`,
    `<rect x="245" y="400" width="310" height="82" rx="14" fill="${defs.cylinder(metal)}"/>`,
    `<path d="M270 412V470M300 412V470M330 412V470M360 412V470M390 412V470M420 412V470M450 412V470M480 412V470M510 412V470M540 412V470" stroke="#000" stroke-opacity=".08" stroke-width="4"/>`,
    `<rect x="255" y="528" width="290" height="64" fill="#fff" fill-opacity=".45"/>`,
    `<rect x="340" y="554" width="120" height="8" rx="4" fill="${accent}"/>`,
    gloss(280, 500, 620),
  ].join('');

const bottle = ({ color, accent, metal, defs, rand }: Paint): string => {
  const spray = rand() < 0.5;
  const top = spray
    ? `<rect x="370" y="250" width="60" height="46" rx="6" fill="${defs.cylinder(metal)}"/><rect x="382" y="226" width="36" height="28" rx="6" fill="${defs.cylinder(metal)}"/><rect x="414" y="232" width="26" height="10" rx="4" fill="${metal}"/>`
    : `<rect x="362" y="205" width="76" height="92" rx="10" fill="${defs.cylinder(metal)}"/>`;
  return [
    `<rect x="320" y="330" width="160" height="320" rx="26" fill="${defs.cylinder(color)}" fill-opacity=".93"/>`,
    `<rect x="372" y="292" width="56" height="44" fill="${defs.cylinder(darken(color, 0.2))}"/>`,
    top,
    label(340, 440, 120, 130, accent),
    gloss(340, 360, 620),
  ].join('');
};

const perfume = ({ color, metal, defs, rand }: Paint): string => {
  const cap =
    rand() < 0.5
      ? `<rect x="345" y="228" width="110" height="112" rx="8" fill="${defs.cylinder(metal)}"/>`
      : `<circle cx="400" cy="282" r="64" fill="${defs.radial(metal)}"/>`;
  return [
    `<path d="M300 400L330 370H470L500 400V620L470 650H330L300 620Z" fill="${defs.cylinder(color)}" fill-opacity=".9"/>`,
    `<path d="M332 404H468V616H332Z" fill="${defs.linear(lighten(color, 0.5), color, [0, 0, 1, 1])}" fill-opacity=".55"/>`,
    `<rect x="380" y="336" width="40" height="36" fill="${defs.cylinder(metal)}"/>`,
    cap,
    gloss(346, 420, 600, 10),
  ].join('');
};

const giftbox = ({ color, accent, defs }: Paint): string =>
  [
    `<rect x="230" y="430" width="340" height="220" rx="8" fill="${defs.cylinder(color)}"/>`,
    `<rect x="215" y="380" width="370" height="64" rx="8" fill="${defs.cylinder(lighten(color, 0.12))}"/>`,
    `<rect x="380" y="380" width="40" height="270" fill="${defs.cylinder(accent)}"/>`,
    `<rect x="230" y="520" width="340" height="28" fill="${accent}" fill-opacity=".85"/>`,
    `<path d="M400 380C330 290 270 370 400 380ZM400 380C470 290 530 370 400 380Z" fill="${accent}"/>`,
    `<path d="M400 380L350 440M400 380L450 440" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`,
    `<circle cx="400" cy="378" r="18" fill="${darken(accent, 0.12)}"/>`,
  ].join('');

export const SHAPES: Record<ProductShape, (paint: Paint) => string> = {
  lipstick,
  palette,
  mascara,
  pump,
  compact,
  tube,
  dropper,
  jar,
  bottle,
  perfume,
  giftbox,
};
