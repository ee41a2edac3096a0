import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): the functions after this comment in a script are
 * compiled as it streams in, on a background thread. Without it V8 compiles each function on the main
 * thread the first time it is called, inside the start-up tasks. The plugin puts it first; in a chunk
 * with dynamic imports Vite then writes its one-line list of their dependencies above it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The code, before minifying, below which a chunk goes without the hint: compiling a small chunk on the
 * main thread costs little, and the comment is bytes in the first load of every page.
 */
const WORTH_A_HINT = 20_000;

type Chunk = Rolldown.RenderedChunk | Rolldown.OutputChunk;

/** A module is in one chunk only: a chunk's first module names it before and after it is hashed. */
const chunkKey = (chunk: Chunk) => chunk.moduleIds[0] ?? chunk.name;

const renderedLength = (chunk: Rolldown.RenderedChunk) =>
  Object.values(chunk.modules).reduce((length, module) => length + module.renderedLength, 0);

/** The entry chunk, the chain it imports once the page is painted, and what those import statically. */
const startUpChunks = (chunks: Record<string, Rolldown.RenderedChunk>): Rolldown.RenderedChunk[] => {
  const entries = Object.values(chunks).filter((chunk) => chunk.isEntry);
  const toVisit = entries.flatMap((chunk) => [chunk.fileName, ...chunk.dynamicImports]);
  const found = new Map<string, Rolldown.RenderedChunk>();
  for (let file = toVisit.pop(); file !== undefined; file = toVisit.pop()) {
    const chunk = chunks[file];
    if (!chunk || found.has(file)) continue;
    found.set(file, chunk);
    toVisit.push(...chunk.imports);
  }
  return [...found.values()];
};

/**
 * Puts the compile hint at the top of the large chunks of the start-up code every page runs: the entry
 * and the chain it imports (React and the router, MUI's styling core and the theme, the product card,
 * the app, the boot), with what those import.
 * Screens, lazy parts and what a visitor's action loads (a form's library, Firebase) keep V8's lazy
 * compiling: many of their functions never run.
 *
 * The chunk graph is known from rendering on; the minifier then drops comments, so the comment goes in
 * once the bundle is written, and the chunk's hash takes it into account before.
 */
export const compileHints = (): Plugin => {
  let hinted = new Set<string>();
  let graphOf: object | undefined;
  return {
    name: 'compile-hints',
    apply: 'build',
    renderChunk(_code, _chunk, _options, { chunks }) {
      if (graphOf === chunks) return null;
      graphOf = chunks;
      const worthIt = startUpChunks(chunks).filter((chunk) => renderedLength(chunk) >= WORTH_A_HINT);
      hinted = new Set(worthIt.map(chunkKey));
      return null;
    },
    augmentChunkHash: (chunk) => (hinted.has(chunkKey(chunk)) ? COMPILE_HINT : undefined),
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !hinted.has(chunkKey(output))) continue;
        output.code = COMPILE_HINT + output.code;
        // One line more at the top: the source map's lines move down by one.
        if (output.map) output.map.mappings = `;${output.map.mappings}`;
      }
    },
  };
};
