import { COLLECTIONS, ROLES, type Role, type User } from '@shop/contract';
import {
  FieldValue,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Paging } from '../http/paging';
import { db } from '../firebase';
import { str } from './convert';

export type SignInProvider = 'password' | 'google.com';

const roleOf = (value: string): Role => (ROLES.includes(value as Role) ? (value as Role) : 'user');

const toUser = (id: string, data: DocumentData): User => ({
  _id: id,
  id,
  username: str(data, 'username'),
  firstname: str(data, 'firstname'),
  lastname: str(data, 'lastname'),
  role: roleOf(str(data, 'role')),
});

export const userConverter: FirestoreDataConverter<User> = {
  toFirestore: ({ username, firstname, lastname, role }: User) => ({ username, firstname, lastname, role }),
  fromFirestore: (snap: QueryDocumentSnapshot): User => toUser(snap.id, snap.data()),
};

/** A profile as stored: the public User plus how the account signs in. */
export interface UserRecord {
  user: User;
  provider: string;
  /** Where the account receives mail (only its owner is shown it). */
  address: MailAddress | null;
}

export const usersCollection = () => db.collection(COLLECTIONS.users).withConverter(userConverter);

/** usernames/{lowercased username} = { uid }: keeps usernames unique, case-insensitively. */
export const usernameKey = (username: string): string => username.trim().toLowerCase();
const usernameRef = (username: string) => db.collection(COLLECTIONS.usernames).doc(usernameKey(username));
const profileRef = (uid: string) => db.collection(COLLECTIONS.users).doc(uid);

export const findUser = async (uid: string): Promise<User | null> => {
  const snap = await usersCollection().doc(uid).get();
  return snap.exists ? (snap.data() ?? null) : null;
};

export const findUserRecord = async (uid: string): Promise<UserRecord | null> => {
  const snap = await profileRef(uid).get();
  const data = snap.data();
  return data
    ? { user: toUser(uid, data), provider: str(data, 'provider', 'password'), address: mailAddressOf(data) }
    : null;
};

export const isUsernameTaken = async (username: string, tx?: Transaction): Promise<boolean> => {
  const snap = tx ? await tx.get(usernameRef(username)) : await usernameRef(username).get();
  return snap.exists;
};

/**
 * Where an account receives mail: users/{uid}.email, and whether its owner confirmed it
 * (users/{uid}.emailConfirmed). Only a confirmed address is sent anything but its confirmation.
 */
export interface MailAddress {
  email: string;
  confirmed: boolean;
}

export const mailAddressOf = (data: DocumentData | undefined): MailAddress | null =>
  data && typeof data.email === 'string' && data.email
    ? { email: data.email, confirmed: data.emailConfirmed === true }
    : null;

/** The account's confirmed address, or null (none, or not confirmed yet); inside `tx` when given. */
export const findConfirmedMailAddress = async (uid: string, tx?: Transaction): Promise<string | null> => {
  const snap = tx ? await tx.get(profileRef(uid)) : await profileRef(uid).get();
  const address = mailAddressOf(snap.data());
  return address?.confirmed ? address.email : null;
};

/**
 * The account's address as a transaction reads it, with how many addresses it has been given
 * (users/{uid}.emailChanges: each new one gets a confirmation mail of its own); null without a profile.
 */
export const readMailAddressInTx = async (
  tx: Transaction,
  uid: string,
): Promise<{ user: User; address: MailAddress | null; changes: number } | null> => {
  const data = (await tx.get(profileRef(uid))).data();
  if (!data) return null;
  const changes = typeof data.emailChanges === 'number' ? data.emailChanges : 0;
  return { user: toUser(uid, data), address: mailAddressOf(data), changes };
};

/** Gives the account a new address (its `changes`-th), not confirmed yet unless told, in the caller's transaction. */
export const setMailAddressInTx = (
  tx: Transaction,
  uid: string,
  email: string,
  changes: number,
  confirmed = false,
): void => {
  tx.update(profileRef(uid), {
    email,
    emailConfirmed: confirmed,
    emailChanges: changes,
    updatedAt: FieldValue.serverTimestamp(),
  });
};

/** Marks the account's address confirmed, in the caller's transaction. */
export const confirmMailAddressInTx = (tx: Transaction, uid: string): void => {
  tx.update(profileRef(uid), { emailConfirmed: true, updatedAt: FieldValue.serverTimestamp() });
};

/** Reads the profile inside a transaction (null when there is none). */
export const readUserInTx = async (tx: Transaction, uid: string): Promise<User | null> => {
  const snap = await tx.get(profileRef(uid));
  const data = snap.data();
  return data ? toUser(uid, data) : null;
};

export interface NewProfile {
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
  provider: SignInProvider;
  /** Where it receives mail, whether it is confirmed, and how many addresses it has been given. */
  email?: string;
  emailConfirmed?: boolean;
  emailChanges?: number;
}

/**
 * Writes the profile and its username reservation in the caller's transaction. Both use create(),
 * so a racing transaction that took the same username (or uid) fails instead of overwriting.
 */
export const createProfileInTx = (tx: Transaction, uid: string, profile: NewProfile): User => {
  const now = FieldValue.serverTimestamp();
  tx.create(usernameRef(profile.username), { uid });
  tx.create(profileRef(uid), { ...profile, createdAt: now, updatedAt: now });
  const { username, firstname, lastname, role } = profile;
  return { _id: uid, id: uid, username, firstname, lastname, role };
};

export type ProfileChanges = Partial<Pick<User, 'firstname' | 'lastname' | 'role'>>;

export const updateProfile = async (uid: string, changes: ProfileChanges): Promise<void> => {
  await profileRef(uid).update({ ...changes, updatedAt: FieldValue.serverTimestamp() });
};

/** Deletes the profile and frees its username (only when the reservation is this user's). */
export const deleteProfile = async (uid: string): Promise<void> => {
  await db.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef(uid));
    const username = str(profile.data() ?? {}, 'username');
    const reservation = username ? await tx.get(usernameRef(username)) : null;
    if (reservation?.exists && reservation.get('uid') === uid) tx.delete(reservation.ref);
    if (profile.exists) tx.delete(profile.ref);
  });
};

/** A page of profiles, newest first. */
export const listUsers = async ({ offset, limit }: Paging): Promise<User[]> => {
  const snap = await usersCollection().orderBy('createdAt', 'desc').offset(offset).limit(limit).get();
  return snap.docs.map((d) => d.data());
};

export const countUsers = async (): Promise<number> => {
  const snap = await db.collection(COLLECTIONS.users).count().get();
  return snap.data().count;
};

/** The profiles of some users in one batched read (users without a profile are left out). */
export const findUsers = async (uids: string[]): Promise<Map<string, User>> => {
  const unique = [...new Set(uids)];
  if (!unique.length) return new Map();
  const snaps = await db.getAll(...unique.map((uid) => usersCollection().doc(uid)));
  return new Map(
    snaps.flatMap((snap) => (snap.exists && snap.data() ? [[snap.id, snap.data() as User] as const] : [])),
  );
};

/** The uid holding a username (any case), or null. */
export const uidOfUsername = async (username: string): Promise<string | null> => {
  const data = (await usernameRef(username).get()).data();
  return typeof data?.uid === 'string' ? data.uid : null;
};

/** How many accounts were created since a time (a count aggregation: one read per 1,000 matches). */
export const countUsersSince = async (since: Date): Promise<number> => {
  const snap = await db.collection(COLLECTIONS.users).where('createdAt', '>=', since).count().get();
  return snap.data().count;
};
