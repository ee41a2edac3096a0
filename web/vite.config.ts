import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// The contract's source by its path: the config is bundled with files outside node_modules only.
import { API_PREFIXES } from '../contract/src/paths/api';
import { compileHints } from './compile-hints';
import { iconSprite } from './icon-sprite';

/**
 * reactfire imports every Firebase product at its top level, and those SDKs register themselves as a
 * side effect, so they would all land in the entry chunk. The shop uses reactfire for the app, Auth and
 * (for signed-in customers) Firestore, so reactfire's imports of the other SDKs resolve to a stub, and
 * its Firestore import to a late-bound bridge that the lazily loaded Firestore module fills in
 * (src/lib/firestore-bridge.ts): the Firestore SDK stays out of every first load.
 */
const FIRESTORE_BRIDGE = fileURLToPath(new URL('./src/lib/firestore-bridge.ts', import.meta.url));
const STUBBED_SDKS = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
} as const;
const STUB_PREFIX = '\0reactfire-stub:';

const stubReactfireExtraSdks = (): Plugin => ({
  name: 'stub-reactfire-extra-sdks',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) return null;
    if (source === 'firebase/firestore') return FIRESTORE_BRIDGE;
    if (!(source in STUBBED_SDKS)) return null;
    return STUB_PREFIX + source;
  },
  load(id) {
    if (!id.startsWith(STUB_PREFIX)) return null;
    const sdk = id.slice(STUB_PREFIX.length) as keyof typeof STUBBED_SDKS;
    const fail = `() => { throw new Error('${sdk} is not bundled: the shop reads its data through the API.'); }`;
    return STUBBED_SDKS[sdk].map((name) => `export const ${name} = ${fail};`).join('\n');
  },
});

/**
 * contract/ (types, paths, constants, yup schemas) and yup only declare things when imported, but their
 * packages do not say so; marking them side-effect free keeps unused schemas (and yup) out of the entry.
 */
const sideEffectFree = /[\\/]contract[\\/]src[\\/]|[\\/]node_modules[\\/]yup[\\/]/;

const vendorGroups = [
  // The app's own core, which every page's entry loads: one chunk instead of a handful of tiny ones
  // (each split costs its own import glue and gzip dictionary).
  {
    name: 'app-core',
    test: /[\\/]web[\\/]src[\\/](stores[\\/](app|auth-status|storage)|features[\\/]cart[\\/](stores[\\/]cart|lib[\\/]initial-state)|features[\\/]auth[\\/](stores[\\/]session|api[\\/](initial-state|firebase-auth|session-cookie))|config[\\/]paths|lib[\\/]api-client|hooks[\\/](use-early-input|use-hydrated)|components[\\/]form[\\/]form-binding)\.tsx?$|[\\/]contract[\\/]src[\\/](constants|entities|paths|identity|search)\.ts$/,
  },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/,
  },
  // Its own chunk, loaded only with the signed-in customer's cart listener; above the firebase group.
  {
    name: 'firestore',
    test: /[\\/]node_modules[\\/](@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore)[\\/]/,
    priority: 1,
    // Its dependencies (@firebase/app, util, logger, ...) stay in the firebase chunk the sign-in pages load.
    includeDependenciesRecursively: false,
  },
  // MUI's styling core (emotion, the system, createTheme, the palette helpers): what the theme is made
  // with. A chunk of its own, so main.tsx evaluates it in the theme's start-up task and the components
  // in a later one: evaluating both in one go was a task of 45 to 65 ms at full CPU speed.
  {
    name: 'mui-core',
    test: /[\\/]node_modules[\\/](@emotion|stylis|@mui[\\/]styled-engine|@mui[\\/]material[\\/]styles[\\/](createTheme|createThemeNoVars|createThemeWithVars|shouldSkipGeneratingVar|styled|defaultTheme|ThemeProvider|ThemeProviderWithVars)\.m?js$)/,
  },
  // The MUI components nearly every page draws (buttons, links, text, surfaces) with the product card's
  // small parts that home's tiles share (picture, stars, the heart's slot): one chunk every page's entry
  // loads, instead of a handful of small ones, each with its own import glue and gzip header.
  {
    name: 'ui-core',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Button|ButtonBase|IconButton|Link|SvgIcon|Typography|Paper)[\\/]|[\\/]web[\\/]src[\\/](components[\\/](product-card[\\/]|sprite-icon\.tsx$)|lib[\\/]notify\.ts$)|[\\/]contract[\\/]src[\\/]money\.ts$/,
  },
  // The product card itself with its cart buttons (the shop's list, the product page and the panel show
  // cards or their cart buttons): one chunk instead of five small ones, loaded by the pages that draw them.
  {
    name: 'product-card',
    test: /[\\/]web[\\/]src[\\/](components[\\/]product-facts[\\/]|features[\\/]products[\\/]components[\\/](product-card|card-variants)\.tsx$|features[\\/]cart[\\/](components[\\/](cart-controls|quantity-stepper)|hooks[\\/]use-cart-controls)\.tsx?$)|[\\/]contract[\\/]src[\\/]stock\.ts$/,
  },
  { name: 'firebase', test: /[\\/]node_modules[\\/](@firebase|firebase|reactfire|idb|tslib)[\\/]/ },
  // MUI's hook for a value either the parent or the component holds (the rating, the check box, the
  // select): a chunk of its own. Under 1,000 bytes, it would otherwise join one of their chunks, and
  // the product page's reviews (a rating) then loaded the check box's and its form label's.
  { name: 'mui-controlled', test: /[\\/]node_modules[\\/]@mui[\\/](material[\\/]utils|utils)[\\/]useControlled[\\/.]/ },
  {
    name: 'mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|react-is|react-transition-group|clsx|@popperjs|prop-types|hoist-non-react-statics)[\\/]/,
    // MUI parts used only by lazy routes stay with those routes; a part under 1,000 bytes joins a larger
    // shared chunk instead (each tiny chunk costs its own import glue and gzip header).
    entriesAware: true,
    entriesAwareMergeThreshold: 1000,
  },
];

const apiTarget = process.env.SHOP_API_URL ?? 'http://127.0.0.1:5000';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [
    react(),
    stubReactfireExtraSdks(),
    iconSprite({
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      spriteIconModule: fileURLToPath(new URL('./src/components/sprite-icon.tsx', import.meta.url)),
    }),
    // The browser's chunks only: the server renderer runs in Node, where the comment means nothing.
    isSsrBuild ? undefined : compileHints(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // `npm run dev -w web` beside `npm start`: the API's paths answer through the Hosting emulator.
  server: { proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, apiTarget])) },
  // The server renderer is one self-contained folder the function loads: every package is bundled in.
  ssr: { noExternal: true },
  // Vite leaves process.env.NODE_ENV to the server's runtime, and the Functions emulator does not set it:
  // React and MUI would render in development mode there (slower, and MUI labels its class names, so
  // no class matches the browser's and emotion inserts every style again while hydrating).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => (sideEffectFree.test(id) ? false : undefined) },
          // .mjs: the folder is copied into functions/, whose package.json says CommonJS.
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // .vite/manifest.json: the chunk graph `npm run budget` walks.
        manifest: true,
        // Every browser the shop supports preloads modules itself (Safari since 17): no polyfill in the
        // entry. One without it still loads every module, only without the head start.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => (sideEffectFree.test(id) ? false : undefined) },
          output: {
            codeSplitting: { groups: vendorGroups },
            // "mui~index~home-route~..." (one chunk per set of routes sharing it) becomes "mui-<hash>".
            chunkFileNames: ({ name }: { name: string }) => `assets/${name.split('~')[0]}-[hash].js`,
          },
        },
      },
}));
