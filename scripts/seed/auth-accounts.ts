import { usernameToEmail } from '@shop/contract';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { DemoAccount } from './accounts';
import type { HistoryCustomer } from './data/history';

const isNotFound = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'auth/user-not-found';

const orNull = async (lookup: Promise<UserRecord>): Promise<UserRecord | null> => {
  try {
    return await lookup;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
};

/**
 * Creates the account (uid `account.uid`) or brings an existing one back to the demo state: the
 * e-mail derived from the username, the password, the display name and the `role` claim.
 * An account found by that e-mail keeps its uid. Resolves with the uid.
 */
export const ensureAccount = async (auth: Auth, account: DemoAccount): Promise<string> => {
  const email = usernameToEmail(account.username);
  const properties = {
    email,
    password: account.password,
    displayName: `${account.firstname} ${account.lastname}`,
    emailVerified: true,
    disabled: false,
  };
  const existing = (await orNull(auth.getUserByEmail(email))) ?? (await orNull(auth.getUser(account.uid)));
  const record = existing
    ? await auth.updateUser(existing.uid, properties)
    : await auth.createUser({ uid: account.uid, ...properties });
  await auth.setCustomUserClaims(record.uid, { role: account.role });
  return record.uid;
};

/**
 * Creates the history's customers in one import request (ensureAccount takes three or four requests an
 * account). Each gets its e-mail, name, the `user` role and its join date; no password, so nobody signs
 * in as them. An import does not overwrite an account in the emulator, so those of an earlier seed are
 * deleted first (one request too).
 */
export const importCustomers = async (auth: Auth, customers: readonly HistoryCustomer[]): Promise<void> => {
  await auth.deleteUsers(customers.map((customer) => customer.uid));
  const result = await auth.importUsers(
    customers.map((customer) => ({
      uid: customer.uid,
      email: usernameToEmail(customer.username),
      displayName: `${customer.firstname} ${customer.lastname}`,
      emailVerified: true,
      customClaims: { role: 'user' },
      metadata: { creationTime: customer.createdAt.toUTCString() },
    })),
  );
  if (result.failureCount) {
    const first = result.errors[0]?.error.message ?? 'unknown error';
    throw new Error(`Could not create ${result.failureCount} customer accounts: ${first}`);
  }
};
