import { randomInt } from 'node:crypto';

const MAX_BASE_LENGTH = 20;

/**
 * The username a Google account starts from: its e-mail's local part, lowercased, reduced to
 * [a-z0-9._-], starting and ending with a letter or digit, at least 3 characters.
 */
export const usernameBaseFromEmail = (email: string | undefined): string => {
  const local = (email ?? '').split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^[._-]+|[._-]+$/g, '');
  if (!cleaned) return 'user';
  return cleaned.length < 3 ? `${cleaned}user` : cleaned;
};

/** Names to try in order: the base, base1..base9, then a few with random digits. */
export const usernameCandidates = (base: string, random = () => randomInt(100, 100_000)): string[] => [
  base,
  ...Array.from({ length: 9 }, (_, i) => `${base}${i + 1}`),
  ...Array.from({ length: 5 }, () => `${base}${random()}`),
];

/** First and last name from a display name; each falls back to the username. */
export const splitName = (name: string | undefined, username: string): { firstname: string; lastname: string } => {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstname: parts[0] ?? username, lastname: parts.slice(1).join(' ') || username };
};

/**
 * Usernames are Firestore document ids and e-mail local parts: they must start and end with a
 * letter or digit (ids like "__x__", "." or ".." are reserved, and "a..b@" is not an address).
 */
export const isUsableUsername = (username: string): boolean =>
  /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/i.test(username) && !username.includes('..');
