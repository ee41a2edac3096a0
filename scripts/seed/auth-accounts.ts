import { usernameToEmail } from '@shop/contract';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { DemoAccount } from './accounts';

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
