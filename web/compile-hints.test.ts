import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A module of about `size` characters of code that does not minify away. */
const moduleOf = (name: string, size: number, imports = '') =>
  `${imports}\nexport const ${name} = (n) => [${Array.from({ length: size / 24 }, (_, i) => `n * ${i} + ${i * 7}`).join(', ')}];\n`;

// An entry that, once painted, imports its start-up chain: a large module and a small one, which both
// import a large dependency (a chunk of its own); the large one loads a screen on a visitor's click.
writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
writeFileSync(
  join(dir, 'main.js'),
  "void import('./start-large.js').then((m) => m.startLarge(1) && document.body.addEventListener('click', m.later));\n" +
    "void import('./start-small.js').then((m) => m.startSmall(1));\n",
);
writeFileSync(
  join(dir, 'start-large.js'),
  moduleOf(
    'startLarge',
    30_000,
    "import { shared } from './shared-large.js';\nexport const later = () => import('./screen-large.js');\nshared(2);",
  ),
);
writeFileSync(join(dir, 'shared-large.js'), moduleOf('shared', 30_000));
writeFileSync(
  join(dir, 'start-small.js'),
  moduleOf('startSmall', 2_000, "import { shared } from './shared-large.js';\nshared(3);"),
);
writeFileSync(join(dir, 'screen-large.js'), moduleOf('screenLarge', 30_000));

const bundle = async (withHints: boolean) => {
  const output = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: withHints ? [compileHints()] : [],
    build: { write: false, outDir: join(dir, 'dist'), modulePreload: false },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const named = (module: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)))!;
  return { named };
};

describe('compile hints', () => {
  it('open the large chunks of the start-up chain only, and count in their file names', async () => {
    const hinted = await bundle(true);
    const plain = await bundle(false);

    for (const module of ['start-large.js', 'shared-large.js']) {
      expect(hinted.named(module).code.startsWith(COMPILE_HINT)).toBe(true);
      expect(hinted.named(module).fileName).not.toBe(plain.named(module).fileName);
    }
    // Small, or loaded later for something a visitor does: compiled lazily, as V8 does by default.
    for (const module of ['start-small.js', 'screen-large.js', 'main.js']) {
      expect(hinted.named(module).code).not.toContain('allFunctionsCalledOnLoad');
    }
    expect(hinted.named('screen-large.js').fileName).toBe(plain.named('screen-large.js').fileName);
  });
});
