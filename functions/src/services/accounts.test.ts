import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors';

const { auth, db, users } = vi.hoisted(() => ({
  auth: {
    createUser: vi.fn(),
    setCustomUserClaims: vi.fn(),
    deleteUser: vi.fn(),
    getUser: vi.fn(),
    updateUser: vi.fn(),
    revokeRefreshTokens: vi.fn(),
  },
  db: { runTransaction: vi.fn() },
  users: { isUsernameTaken: vi.fn(), createProfileInTx: vi.fn(), findUserRecord: vi.fn(), updateProfile: vi.fn() },
}));
vi.mock('../firebase', () => ({ auth, db }));
vi.mock('../repositories/users', () => users);
vi.mock('../logs', () => ({
  logs: { accountRolledBack: vi.fn(), accountRollbackFailed: vi.fn(), roleChanged: vi.fn(), sessionsEnded: vi.fn() },
}));

const { createPasswordAccount, signOutEverywhere, updateAccount } = await import('./accounts');

const input = { username: 'sara', password: 'Secret1', firstname: 'Sara', lastname: 'Stone', role: 'user' as const };

const statusOf = async (promise: Promise<unknown>) => {
  const err = await promise.catch((e: unknown) => e);
  return err instanceof HttpError ? err.status : err;
};

describe('createPasswordAccount', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    users.isUsernameTaken.mockResolvedValue(false);
    auth.createUser.mockResolvedValue({ uid: 'new-uid' });
    auth.setCustomUserClaims.mockResolvedValue(undefined);
    auth.deleteUser.mockResolvedValue(undefined);
    db.runTransaction.mockImplementation((fn: (tx: object) => unknown) => fn({}));
    users.createProfileInTx.mockReturnValue({ _id: 'new-uid' });
  });

  it('deletes the new Auth account when the role claim cannot be set', async () => {
    auth.setCustomUserClaims.mockRejectedValue(new Error('auth down'));
    await expect(createPasswordAccount(input)).rejects.toThrow('auth down');
    expect(auth.deleteUser).toHaveBeenCalledWith('new-uid');
    expect(db.runTransaction).not.toHaveBeenCalled();
  });

  it('deletes the new Auth account and answers 409 when the username was taken in a race', async () => {
    db.runTransaction.mockRejectedValue(Object.assign(new Error('ALREADY_EXISTS'), { code: 6 }));
    expect(await statusOf(createPasswordAccount(input))).toBe(409);
    expect(auth.deleteUser).toHaveBeenCalledWith('new-uid');
  });

  it('deletes the new Auth account when writing the profile fails for any other reason', async () => {
    db.runTransaction.mockRejectedValue(new Error('firestore down'));
    await expect(createPasswordAccount(input)).rejects.toThrow('firestore down');
    expect(auth.deleteUser).toHaveBeenCalledWith('new-uid');
  });

  it('answers 409 without touching Auth when the username is already reserved', async () => {
    users.isUsernameTaken.mockResolvedValue(true);
    expect(await statusOf(createPasswordAccount(input))).toBe(409);
    expect(auth.createUser).not.toHaveBeenCalled();
  });

  it('answers 409 when Auth already has the e-mail, with nothing to roll back', async () => {
    auth.createUser.mockRejectedValue(Object.assign(new Error('exists'), { code: 'auth/email-already-exists' }));
    expect(await statusOf(createPasswordAccount(input))).toBe(409);
    expect(auth.deleteUser).not.toHaveBeenCalled();
  });

  it('never creates a Main Admin', async () => {
    expect(await statusOf(createPasswordAccount({ ...input, role: 'Main Admin' }))).toBe(403);
    expect(auth.createUser).not.toHaveBeenCalled();
  });
});

describe('which account changes end every session', () => {
  const jane = { uid: 'jane-uid', role: 'user' as const, signInProvider: 'password' };
  const boss = { uid: 'boss-uid', role: 'Main Admin' as const, signInProvider: 'password' };

  beforeEach(() => {
    vi.resetAllMocks();
    auth.getUser.mockResolvedValue({ uid: 'jane-uid', customClaims: { role: 'user' } });
    users.findUserRecord.mockResolvedValue({
      user: { _id: 'jane-uid', username: 'jane', firstname: 'Jane', lastname: 'Doe', role: 'user' },
      provider: 'password',
    });
  });

  it('a new password revokes the account’s refresh tokens, after the password is set', async () => {
    await updateAccount(jane, 'jane-uid', { firstname: 'Jane', lastname: 'Doe', password: 'Fresh456' });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('jane-uid');
    expect(auth.updateUser.mock.invocationCallOrder[0]).toBeLessThan(
      auth.revokeRefreshTokens.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('a role change revokes them; new names alone do not', async () => {
    await updateAccount(jane, 'jane-uid', { firstname: 'Janet', lastname: 'Doe' });
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
    await updateAccount(boss, 'jane-uid', { firstname: 'Janet', lastname: 'Doe', role: 'admin' });
    expect(auth.revokeRefreshTokens.mock.calls).toEqual([['jane-uid']]);
  });

  it('signing out everywhere revokes the caller’s own', async () => {
    await signOutEverywhere(jane);
    expect(auth.revokeRefreshTokens.mock.calls).toEqual([['jane-uid']]);
  });
});
