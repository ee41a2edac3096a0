// The shop's icons as one SVG sprite instead of path data in every page and script.
//
// Every `@mui/icons-material/<Name>` import in src/ resolves to a small component that draws
// `<use href="#icon-<Name>">` (src/components/sprite-icon.tsx), and the sprite (/assets/icons-<hash>.svg,
// `virtual:icon-sprite` gives its URL) holds the paths of all the icons src/ imports; the page adds it
// after its first paint (src/lib/icon-sprite.ts). A server-rendered page then carries about 60 bytes
// per icon instead of 300 to 1,000 (a page's first 14 KiB arrive in one round trip), and the path data
// leaves the JavaScript too. The paths come from @mui/icons-material's own modules: same icons.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ICON_IMPORT = /^@mui\/icons-material\/(\w+)$/;
const ICON_IMPORT_IN_SOURCE = /from '@mui\/icons-material\/(\w+)'/g;
const ICON_MODULE = '\0sprite-icon:';
const SPRITE_URL_MODULE = 'virtual:icon-sprite';
const RESOLVED_SPRITE_URL_MODULE = '\0virtual:icon-sprite';
const DEV_SPRITE_PATH = '/@icon-sprite.svg';

interface IconElement {
  type: string;
  props: Record<string, unknown> & { children?: IconElement | IconElement[] };
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(join(dir, entry.name));
    return /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });

/** The icons src/ imports, sorted: the sprite (and so its hash) changes only when that list does. */
export const iconNames = (srcDir: string): string[] => {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(ICON_IMPORT_IN_SOURCE)) if (name) names.add(name);
  }
  return [...names].sort();
};

const attributeName = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * An icon module is generated code: `createSvgIcon(_jsx("path", { d: "…" }), 'Name')`, or an array of
 * such elements. Running it with stand-ins for createSvgIcon and _jsx yields its elements.
 */
const iconElements = (source: string): IconElement[] => {
  const body = source
    .replace(/^\s*(['"])use client\1;?/m, '')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  const jsx = (type: string, props: IconElement['props']): IconElement => ({ type, props });
  const createSvgIcon = (children: IconElement | IconElement[]) => [children].flat();
  // The module is @mui/icons-material's own generated code.
  return new Function('createSvgIcon', '_jsx', '_jsxs', body)(createSvgIcon, jsx, jsx) as IconElement[];
};

const markup = ({ type, props }: IconElement): string => {
  const attributes = Object.entries(props)
    .filter(([prop]) => prop !== 'children')
    .map(([prop, value]) => ` ${attributeName(prop)}="${escapeAttribute(String(value))}"`)
    .join('');
  const children = props.children ? [props.children].flat().map(markup).join('') : '';
  return children ? `<${type}${attributes}>${children}</${type}>` : `<${type}${attributes}/>`;
};

const symbol = (name: string, elements: IconElement[]): string =>
  `<symbol id="icon-${name}" viewBox="0 0 24 24">${elements.map(markup).join('')}</symbol>`;

export const buildSprite = (names: string[], resolveIcon: (name: string) => string): string =>
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  names.map((name) => symbol(name, iconElements(readFileSync(resolveIcon(name), 'utf8')))).join('') +
  '</svg>';

export const iconSprite = ({ srcDir, spriteIconModule }: { srcDir: string; spriteIconModule: string }): Plugin => {
  const iconsDir = dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));
  const resolveIcon = (name: string) => join(iconsDir, `${name}.mjs`);
  let names: string[] = [];
  let spriteReference: string | undefined;
  let serving = false;

  return {
    name: 'icon-sprite',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      names = iconNames(srcDir);
      if (serving) return;
      spriteReference = this.emitFile({ type: 'asset', name: 'icons.svg', source: buildSprite(names, resolveIcon) });
    },
    configureServer(server) {
      server.middlewares.use(DEV_SPRITE_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(buildSprite(iconNames(srcDir), resolveIcon));
      });
    },
    resolveId(source, importer) {
      if (source === SPRITE_URL_MODULE) return RESOLVED_SPRITE_URL_MODULE;
      const match = ICON_IMPORT.exec(source);
      if (!match || !importer || importer.includes('node_modules')) return null;
      return ICON_MODULE + match[1];
    },
    load(id) {
      if (id === RESOLVED_SPRITE_URL_MODULE) {
        const url = spriteReference
          ? `import.meta.ROLLUP_FILE_URL_${spriteReference}`
          : JSON.stringify(DEV_SPRITE_PATH);
        return `export default ${url};`;
      }
      if (!id.startsWith(ICON_MODULE)) return null;
      const name = id.slice(ICON_MODULE.length);
      if (!serving && !names.includes(name)) this.error(`The icon ${name} is imported but not in the sprite.`);
      return [
        `import { createSpriteIcon } from ${JSON.stringify(spriteIconModule)};`,
        `export default createSpriteIcon(${JSON.stringify(name)});`,
      ].join('\n');
    },
  };
};
