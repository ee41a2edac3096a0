import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_KEY_LENGTH,
  messageSearchKeyOf,
  messageSearchKeys,
  stateOf,
  toMessageDocument,
} from './message-document';

const sender = { email: 'Jane.Doe@Example.com', firstname: 'Jane', lastname: 'Doé' };

describe('messageSearchKeys', () => {
  const keys = messageSearchKeys(sender);

  it('holds every start of the e-mail, the first name, the last name and the full name, lowercased', () => {
    for (const key of ['j', 'ja', 'jane', 'jane.doe@', 'jane.doe@example.com', 'd', 'doe', 'jane d', 'jane doe'])
      expect(keys).toContain(key);
  });

  it('finds a sender by what an admin types: the typed text normalised is one of the keys', () => {
    for (const typed of ['JANE', 'Doe', 'jane.doe@EXAMPLE', '  Jane   Doe ', 'doé'])
      expect(keys).toContain(messageSearchKeyOf(typed));
  });

  it('does not match the middle of a name or an address', () => {
    for (const typed of ['ane', 'example.com', 'oe']) expect(keys).not.toContain(messageSearchKeyOf(typed));
  });

  it('stops at MAX_SEARCH_KEY_LENGTH characters, and cuts a longer search to the same length', () => {
    const email = `${'a'.repeat(60)}@example.com`;
    const long = messageSearchKeys({ email, firstname: '', lastname: '' });
    expect(Math.max(...long.map((key) => key.length))).toBe(MAX_SEARCH_KEY_LENGTH);
    expect(long).toContain(messageSearchKeyOf(email));
  });

  it('gives no key for a search of spaces only', () => {
    expect(messageSearchKeyOf('   ')).toBeUndefined();
  });
});

describe('toMessageDocument', () => {
  it('stores the form fields as given, unread, with the sender and the search keys', () => {
    const input = { ...sender, title: 'Hello', phoneNumber: '+1 555', message: 'A question' };
    const doc = toMessageDocument(input, 'uid-1');
    expect(doc).toMatchObject({ ...input, userId: 'uid-1', state: 'unread' });
    expect(doc.searchKeys).toEqual(messageSearchKeys(sender));
  });
});

describe('stateOf', () => {
  it('reads a message stored before the inbox existed (no state) as unread', () => {
    expect(stateOf(undefined)).toBe('unread');
    expect(stateOf('answered')).toBe('answered');
    expect(stateOf('archived')).toBe('unread');
  });
});
