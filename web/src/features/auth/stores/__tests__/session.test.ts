import type { Role, User } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFromUser, signedOutSession, useSessionStore } from '../session';
import { MemoryStorage } from '@/stores/__tests__/memory-storage';

const user = (role: Role): User => ({
  _id: 'u1',
  id: 'u1',
  username: 'jane',
  firstname: 'Jane',
  lastname: 'Doe',
  role,
});

describe('sessionFromUser', () => {
  it('should count admin and Main Admin as admins, and user as not', () => {
    expect(sessionFromUser(user('user')).isAdmin).toBe(false);
    expect(sessionFromUser(user('admin')).isAdmin).toBe(true);
    expect(sessionFromUser(user('Main Admin')).isAdmin).toBe(true);
  });

  it('should copy the user into the session fields', () => {
    expect(sessionFromUser(user('user'))).toEqual({
      isLoggedIn: true,
      isAdmin: false,
      userId: 'u1',
      Username: 'jane',
      firstname: 'Jane',
      lastname: 'Doe',
      role: 'user',
    });
  });

  it('should give the signed-out session for no user', () => {
    expect(sessionFromUser(null)).toEqual(signedOutSession);
    expect(signedOutSession).toMatchObject({ isLoggedIn: false, isAdmin: false, role: null });
  });
});

describe('useSessionStore', () => {
  let localStorage: MemoryStorage;
  let sessionStorage: MemoryStorage;

  beforeEach(() => {
    localStorage = new MemoryStorage();
    sessionStorage = new MemoryStorage();
    vi.stubGlobal('localStorage', localStorage);
    vi.stubGlobal('sessionStorage', sessionStorage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should sign the user in and out, deleting the stored tokens', () => {
    localStorage.setItem('token', 'a');
    sessionStorage.setItem('token', 'b');
    useSessionStore.getState().setUser(user('Main Admin'));
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, isAdmin: true, Username: 'jane' });

    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject(signedOutSession);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
