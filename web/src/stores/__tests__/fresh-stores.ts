// Runs before every unit test file. The files share one module graph (isolate: false in
// vitest.config.ts), so each starts with the app's stores and browser storage as a fresh page load
// has them, whatever the file before it left there.
import { afterEach, beforeEach } from 'vitest';
import type { StoreApi } from 'zustand';

const storeModules = import.meta.glob<Record<string, unknown>>(['../*.ts', '../../features/*/stores/*.ts'], {
  eager: true,
});

const isStore = (value: unknown): value is StoreApi<object> =>
  typeof value === 'function' && 'getInitialState' in value && 'setState' in value;

for (const exports of Object.values(storeModules)) {
  for (const value of Object.values(exports)) {
    if (isStore(value)) value.setState(value.getInitialState(), true);
  }
}
if (typeof localStorage !== 'undefined') localStorage.clear();
if (typeof sessionStorage !== 'undefined') sessionStorage.clear();

// Emotion's default cache lives as long as the module graph and keeps the <style> tags it put in <head>:
// it places every global style (MUI's inputs have one) before its first tag. A test that replaced the
// head took that tag out of the page, and the next MUI field, in any later test, threw "The child can not
// be found in the parent". So the style tags a test took out of <head> go back after it.
if (typeof document !== 'undefined' && typeof MutationObserver !== 'undefined') {
  const removed = new Set<Node>();
  const keepRemoved = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.removedNodes) if (node.nodeName === 'STYLE') removed.add(node);
  };
  const observer = new MutationObserver(keepRemoved);
  beforeEach(() => {
    removed.clear();
    observer.observe(document.head, { childList: true });
  });
  afterEach(() => {
    keepRemoved(observer.takeRecords());
    observer.disconnect();
    for (const node of removed) if (!node.isConnected) document.head.append(node);
  });
}
