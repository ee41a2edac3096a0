// Type-checks every TypeScript project of the workspace; exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';

const projects = ['contract', 'functions', 'web', 'e2e', '.'];
for (const project of projects) {
  const result = spawnSync('node_modules/.bin/tsc', ['-p', project], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`typecheck: ${projects.length} projects clean`);
