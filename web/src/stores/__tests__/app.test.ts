import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';

let localStorage: MemoryStorage;

beforeEach(() => {
  vi.resetModules();
  localStorage = new MemoryStorage();
  vi.stubGlobal('localStorage', localStorage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('themeFromStorage', () => {
  it('should give dark only for a stored "dark"', async () => {
    const { themeFromStorage } = await import('../app');
    expect(themeFromStorage('dark')).toBe('dark');
    expect(themeFromStorage('light')).toBe('light');
    expect(themeFromStorage(null)).toBe('light');
    expect(themeFromStorage(undefined)).toBe('light');
    expect(themeFromStorage('')).toBe('light');
    expect(themeFromStorage('DARK')).toBe('light');
    expect(themeFromStorage('system')).toBe('light');
    expect(themeFromStorage('"dark"')).toBe('light');
  });
});

describe('useAppStore', () => {
  it('should start light when nothing is stored', async () => {
    const { useAppStore } = await import('../app');
    expect(useAppStore.getState().theme).toBe('light');
  });

  it('should start dark when the stored theme is dark', async () => {
    localStorage.setItem('theme', 'dark');
    const { useAppStore } = await import('../app');
    expect(useAppStore.getState().theme).toBe('dark');
  });

  it('should start light when the stored theme is anything else', async () => {
    localStorage.setItem('theme', 'midnight');
    const { useAppStore } = await import('../app');
    expect(useAppStore.getState().theme).toBe('light');
  });

  it('should save the theme to local storage whenever it is set', async () => {
    const { useAppStore } = await import('../app');
    useAppStore.getState().setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(useAppStore.getState().theme).toBe('dark');
    useAppStore.getState().setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('should go from loading to failed to initialized', async () => {
    const { useAppStore } = await import('../app');
    expect(useAppStore.getState()).toMatchObject({ initialized: false, initializedError: null });
    useAppStore.getState().failInitialize('Network Error');
    expect(useAppStore.getState()).toMatchObject({ initialized: false, initializedError: 'Network Error' });
    useAppStore.getState().retryInitialize();
    expect(useAppStore.getState().initializedError).toBeNull();
    useAppStore.getState().completeInitialize();
    expect(useAppStore.getState()).toMatchObject({ initialized: true, initializedError: null });
  });

  it('should open, toggle and close the menu', async () => {
    const { useAppStore } = await import('../app');
    expect(useAppStore.getState().isOpenMenu).toBe(false);
    useAppStore.getState().toggleMenu();
    expect(useAppStore.getState().isOpenMenu).toBe(true);
    useAppStore.getState().setOpenMenu(false);
    expect(useAppStore.getState().isOpenMenu).toBe(false);
  });
});
