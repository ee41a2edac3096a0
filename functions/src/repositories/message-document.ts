/**
 * Pure helpers that shape a messages/{id} document (no Firestore client here, so the seed can import
 * them without starting the function's Firebase app).
 */
import { COLLECTIONS, isMessageState, type MessageInput, type MessageState } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { normalizeSearchText } from '../rules/search-text';

/** messageStats/inbox = { upgraded }: the messages stored before the inbox were upgraded (see messages.ts). */
export const INBOX_STATS = COLLECTIONS.messageStats;
export const INBOX_DOC = 'inbox';

/** What messages/{id} holds. */
export interface MessageDocument extends MessageInput {
  /** The signed-in sender's uid; null for a visitor. */
  userId: string | null;
  createdAt: Timestamp;
  state: MessageState;
  /** Every start of the sender's e-mail and names, see messageSearchKeys. */
  searchKeys: string[];
  /** Set while the message is marked answered: the admin's username and the server's time. */
  answeredBy?: string;
  answeredAt?: Timestamp;
}

/*
 * Search by e-mail or name without a text search.
 *
 * Firestore matches whole values only, so each message stores `searchKeys`: every start ("j", "ja",
 * "jan", ...) of its sender's e-mail, first name, last name and "first last", lowercased with accents
 * removed and spaces collapsed. A search is one `array-contains` on the typed text normalised the same
 * way: "jane" finds jane@example.com and Jane Doe, "doe" finds Doe, "jane d" finds Jane Doe. Keys stop
 * at MAX_SEARCH_KEY_LENGTH characters (a longer search is cut to that length), so a message holds at
 * most four times that many keys.
 */
export const MAX_SEARCH_KEY_LENGTH = 40;

const searchable = (text: string): string[] =>
  Array.from(normalizeSearchText(text).trim().replace(/\s+/g, ' ')).slice(0, MAX_SEARCH_KEY_LENGTH);

export const messageSearchKeys = ({
  email,
  firstname,
  lastname,
}: Pick<MessageInput, 'email' | 'firstname' | 'lastname'>): string[] => {
  const keys = new Set<string>();
  for (const text of [email, firstname, lastname, `${firstname} ${lastname}`]) {
    const chars = searchable(text);
    for (let length = 1; length <= chars.length; length += 1) keys.add(chars.slice(0, length).join(''));
  }
  return [...keys].sort();
};

/** The key a search box text looks for; undefined when it holds nothing to search. */
export const messageSearchKeyOf = (q: string): string | undefined => searchable(q).join('') || undefined;

/** A new message: unread, with the server's time and the sender's uid when signed in. */
export const toMessageDocument = (
  input: MessageInput,
  userId: string | null,
  createdAt: Timestamp = Timestamp.now(),
): MessageDocument => ({
  title: input.title,
  firstname: input.firstname,
  lastname: input.lastname,
  email: input.email,
  phoneNumber: input.phoneNumber,
  message: input.message,
  userId,
  createdAt,
  state: 'unread',
  searchKeys: messageSearchKeys(input),
});

/**
 * A message's state as stored. Messages stored before the inbox existed have none: they have not been
 * opened, so they read as unread (and count as unread once upgradeStoredMessages has given them one).
 */
export const stateOf = (stored: unknown): MessageState => (isMessageState(stored) ? stored : 'unread');
