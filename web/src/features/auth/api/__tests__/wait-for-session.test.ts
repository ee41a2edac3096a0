import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { waitForSession } from '../wait-for-session';

const jane = { _id: 'u1', id: 'u1', username: 'jane', firstname: 'Jane', lastname: 'Doe', role: 'user' } as const;

describe('waitForSession', () => {
  afterEach(() => {
    vi.useRealTimers();
    useSessionStore.getState().setUser(null);
  });

  it('resolves at once when the session is already signed in', async () => {
    useSessionStore.getState().setUser(jane);
    await expect(waitForSession(useSessionStore, 10)).resolves.toBe(true);
  });

  it('resolves when the startup fills the session, not before', async () => {
    const waiting = waitForSession(useSessionStore, 5000);
    let settled = false;
    void waiting.then(() => (settled = true));
    useSessionStore.getState().setUser(null);
    await Promise.resolve();
    expect(settled).toBe(false);
    useSessionStore.getState().setUser(jane);
    await expect(waiting).resolves.toBe(true);
  });

  it('gives up after the timeout and stops listening', async () => {
    vi.useFakeTimers();
    const waiting = waitForSession(useSessionStore, 3000);
    vi.advanceTimersByTime(3000);
    await expect(waiting).resolves.toBe(false);
  });
});
