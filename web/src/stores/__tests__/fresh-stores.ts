// Runs before every unit test file. The files share one module graph (isolate: false in
// vitest.config.ts), so each starts with the app's stores and browser storage as a fresh page load
// has them, whatever the file before it left there.
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
