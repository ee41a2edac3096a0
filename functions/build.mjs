// Bundles the function with the shared contract inlined, so the deployed folder needs only npm packages.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: 'lib/index.js',
  sourcemap: true,
  packages: 'external',
  alias: { '@shop/contract': '../contract/src/index.ts' },
  logLevel: 'warning',
});
