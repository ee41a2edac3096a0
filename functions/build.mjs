// Bundles the functions with the shared contract inlined, so the deployed folder needs only npm packages,
// and copies the web app's server renderer (web/dist-ssr, when built) into lib/ssr for deployment.
import { cpSync, existsSync, rmSync } from 'node:fs';
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
  jsx: 'automatic',
  logLevel: 'warning',
});

rmSync('lib/ssr', { recursive: true, force: true });
if (existsSync('../web/dist-ssr')) cpSync('../web/dist-ssr', 'lib/ssr', { recursive: true });
