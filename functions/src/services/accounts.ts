import {
  profileSchema,
  userUpdateSchema,
  usernameToEmail,
  type GoogleSignInBody,
  type OwnProfile,
  type Role,
  type User,
  type UsersListBody,
} from '@shop/contract';
import type { UserRecord as AuthUserRecord } from 'firebase-admin/auth';
import { auth, db } from '../firebase';
import { forgetAccountState, type Caller } from '../http/auth';
import { conflict, forbidden, invalidInput, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { validate } from '../http/validate';
import { logs } from '../logs';
import { deleteLovesOf } from '../repositories/loves';
import { deleteMailOf } from '../repositories/mail';
import { deleteAlertsOfUser } from '../repositories/stock-alerts';
import {
  countUsers,
  createProfileInTx,
  deleteProfile,
  findUser,
  findUserRecord,
  isUsernameTaken,
  listUsers,
  readUserInTx,
  updateProfile,
  type UserRecord,
} from '../repositories/users';
import { adoptGoogleAddress, googleAccountAddress, newAccountAddress, queueAddressConfirmation } from './mail-address';
import { isUsableUsername, splitName, usernameBaseFromEmail, usernameCandidates } from '../rules/usernames';

export const USERNAME_TAKEN = 'This Username has already exists!';
const USER_NOT_FOUND = 'User not found';

const codeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;

/** Firestore's ALREADY_EXISTS (gRPC code 6), raised when create() meets an existing document. */
const isAlreadyExists = (err: unknown): boolean => codeOf(err) === 6 || codeOf(err) === 'already-exists';

const claimRoleOf = (record: AuthUserRecord | null): unknown => record?.customClaims?.role;

const findAuthUser = async (uid: string): Promise<AuthUserRecord | null> => {
  try {
    return await auth.getUser(uid);
  } catch (err) {
    if (codeOf(err) === 'auth/user-not-found') return null;
    throw err;
  }
};

/**
 * Ends every session of the account: tokens and session cookies signed in before now stop working on
 * their next call (on this instance at once, on others within a minute), and refresh tokens no longer refresh.
 */
const endSessions = async (uid: string): Promise<void> => {
  await auth.revokeRefreshTokens(uid);
  forgetAccountState(uid);
};

/** POST /auth/sign-out-everywhere: the caller's every session ends, the calling one too. */
export const signOutEverywhere = async (caller: Caller): Promise<void> => {
  await endSessions(caller.uid);
  logs.sessionsEnded(caller.uid, 'signed out everywhere', caller.uid);
};

export interface NewPasswordAccount {
  username: string;
  password: string;
  firstname: string;
  lastname: string;
  role: Role;
  /** Where it receives mail: stored unconfirmed, with one confirmation mail in the profile's commit. */
  email?: string;
}

/**
 * Creates a username account: the Auth account (e-mail derived from the username), its role claim,
 * then the profile and username reservation in one transaction. If any step after the Auth account
 * fails, the Auth account is deleted again, so no half-made user is left behind.
 * Used by POST /auth/register and POST /api/users; callers decide who may ask for which role.
 */
export const createPasswordAccount = async (input: NewPasswordAccount): Promise<User> => {
  const { username, password, firstname, lastname, role, email } = input;
  if (role === 'Main Admin') throw forbidden();
  if (!isUsableUsername(username))
    throw invalidInput('Username must start and end with a letter or digit', {
      username: 'Username must start and end with a letter or digit',
    });
  if (await isUsernameTaken(username)) throw conflict(USERNAME_TAKEN);

  let uid: string;
  try {
    ({ uid } = await auth.createUser({
      email: usernameToEmail(username),
      password,
      displayName: `${firstname} ${lastname}`,
    }));
  } catch (err) {
    // The e-mail is made from the lowercased username, so Auth itself refuses a taken one (even in a race).
    if (codeOf(err) === 'auth/email-already-exists') throw conflict(USERNAME_TAKEN);
    throw err;
  }

  try {
    await auth.setCustomUserClaims(uid, { role });
    return await db.runTransaction(async (tx) => {
      if (await isUsernameTaken(username, tx)) throw conflict(USERNAME_TAKEN);
      const address = newAccountAddress(email);
      const user = createProfileInTx(tx, uid, {
        username,
        firstname,
        lastname,
        role,
        provider: 'password',
        ...address,
      });
      if (address.email) await queueAddressConfirmation(tx, { uid, firstname, email: address.email, change: 1 });
      return user;
    });
  } catch (err) {
    try {
      await auth.deleteUser(uid);
      logs.accountRolledBack(uid, err);
    } catch (rollbackErr) {
      logs.accountRollbackFailed(uid, rollbackErr);
    }
    if (isAlreadyExists(err)) throw conflict(USERNAME_TAKEN);
    throw err;
  }
};

/**
 * After a Google popup sign-in: loads the caller's profile, or on the first sign-in creates it from the
 * verified token (username from the e-mail, names from the name claim) and sets the role claim "user".
 * A new claim only shows in the next ID token, hence refreshToken: true on that first call.
 */
export const signInWithGoogle = async (caller: Caller): Promise<Omit<GoogleSignInBody, 'token'>> => {
  if (caller.signInProvider !== 'google.com') throw forbidden();
  const existing = await findUserRecord(caller.uid);
  if (existing) {
    if (!existing.address) await adoptGoogleAddress(caller);
    return { user: { ...existing.user, role: caller.role }, refreshToken: false };
  }

  const base = usernameBaseFromEmail(caller.email);
  const { user, created } = await db.runTransaction(async (tx) => {
    const again = await readUserInTx(tx, caller.uid);
    if (again) return { user: again, created: false };
    for (const username of usernameCandidates(base)) {
      if (await isUsernameTaken(username, tx)) continue;
      const names = splitName(caller.name, username);
      const profile = {
        username,
        ...names,
        role: 'user' as const,
        provider: 'google.com' as const,
        ...googleAccountAddress(caller),
      };
      return { user: createProfileInTx(tx, caller.uid, profile), created: true };
    }
    throw conflict('We could not choose a username for you, please try again');
  });
  if (!created) return { user: { ...user, role: caller.role }, refreshToken: false };

  try {
    await auth.setCustomUserClaims(caller.uid, { role: 'user' });
  } catch (err) {
    await deleteProfile(caller.uid);
    throw err;
  }
  return { user, refreshToken: true };
};

/**
 * The signed-in user as the API answers them (GET /misc/initialize, POST /auth/login): their profile with
 * the role of their token; null when they have no profile.
 */
export const userOfCaller = async ({ uid, role }: Pick<Caller, 'uid' | 'role'>): Promise<User | null> => {
  const user = await findUser(uid);
  return user ? { ...user, role } : null;
};

interface Account {
  auth: AuthUserRecord;
  profile: UserRecord;
}

const loadAccount = async (uid: string): Promise<Account> => {
  const [authUser, profile] = await Promise.all([findAuthUser(uid), findUserRecord(uid)]);
  if (!authUser || !profile) throw notFound(USER_NOT_FOUND);
  return { auth: authUser, profile };
};

/** The role that counts is the claim (no claim means "user", as for the caller's token). */
const roleOfAccount = ({ auth: authUser }: Account): Role => {
  const claim = claimRoleOf(authUser);
  return claim === 'admin' || claim === 'Main Admin' ? claim : 'user';
};

/** Main Admin accounts are protected whichever copy of the role says so. */
const isMainAdminAccount = (account: Account): boolean =>
  claimRoleOf(account.auth) === 'Main Admin' || account.profile.user.role === 'Main Admin';

/** GET /api/users: a page of profiles, newest first, with how many there are. */
export const listAccounts = async (paging: Paging): Promise<UsersListBody> => {
  const [users, all] = await Promise.all([listUsers(paging), countUsers()]);
  return { users, totalUsers: { all } };
};

/**
 * GET /api/users/{id}: the profile with the role from the claim; with `withAddress` (the caller's own
 * account only) also where it receives mail and whether that is confirmed.
 */
export const getAccount = async (uid: string, withAddress = false): Promise<OwnProfile> => {
  const account = await loadAccount(uid);
  const user = { ...account.profile.user, role: roleOfAccount(account) };
  const { address } = account.profile;
  return withAddress && address ? { ...user, email: address.email, emailConfirmed: address.confirmed } : user;
};

/**
 * PUT /api/users/{id}. Anyone signed in may change their own names and password (their role stays);
 * the Main Admin may also change other users' names, password and role (admin or user), but never
 * another Main Admin's. A role change updates the claim and the profile copy. A role or password change
 * ends every session of the account (the old role's, or those of whoever knew the old password); the
 * web app signs the device that changed its own password in again with the new one.
 */
export const updateAccount = async (caller: Caller, uid: string, body: unknown): Promise<User> => {
  const self = caller.uid === uid;
  if (!self && caller.role !== 'Main Admin') throw forbidden();
  const account = await loadAccount(uid);
  if (!self && isMainAdminAccount(account)) throw forbidden();

  const currentRole = roleOfAccount(account);
  let input: { firstname: string; lastname: string; password?: string | undefined };
  let role: Role = currentRole;
  if (self) input = await validate(profileSchema, body);
  else ({ role, ...input } = await validate(userUpdateSchema, body));
  const { firstname, lastname, password } = input;
  if (password && account.profile.provider === 'google.com')
    throw invalidInput('This account signs in with Google and has no password', {
      password: 'This account signs in with Google and has no password',
    });

  // Only the Main Admin changes roles, and only of others; a self-update never touches the claim.
  const roleChanged = !self && (role !== currentRole || claimRoleOf(account.auth) !== role);

  await auth.updateUser(uid, { displayName: `${firstname} ${lastname}`, ...(password ? { password } : {}) });
  if (roleChanged) await auth.setCustomUserClaims(uid, { ...account.auth.customClaims, role });
  await updateProfile(uid, { firstname, lastname, ...(self ? {} : { role }) });
  if (roleChanged || password) await endSessions(uid);
  if (roleChanged) logs.roleChanged(uid, currentRole, role, caller.uid);
  else if (password) logs.sessionsEnded(uid, 'password changed', caller.uid);
  return { ...account.profile.user, firstname, lastname, role };
};

/**
 * DELETE /api/users/{id} (the route checks for the Main Admin): the Auth account, profile and username,
 * the mail queued for it (its address and what the shop wrote to it), its loves and its back-in-stock alerts.
 */
export const deleteAccount = async (caller: Caller, uid: string): Promise<void> => {
  const [authUser, profile] = await Promise.all([findAuthUser(uid), findUserRecord(uid)]);
  if (!authUser && !profile) throw notFound(USER_NOT_FOUND);
  if (claimRoleOf(authUser) === 'Main Admin' || profile?.user.role === 'Main Admin') throw forbidden();
  if (authUser) {
    // A deleted account's tokens are refused by the account check (it finds no account).
    await auth.deleteUser(uid);
    forgetAccountState(uid);
  }
  await deleteProfile(uid);
  await Promise.all([deleteMailOf(uid), deleteLovesOf(uid), deleteAlertsOfUser(uid)]);
  logs.accountDeleted(uid, caller.uid);
};
