import { describe, expect, it } from 'vitest';
import { isUsableUsername, splitName, usernameBaseFromEmail, usernameCandidates } from './usernames';

describe('usernameBaseFromEmail', () => {
  it('keeps the lowercased local part', () => {
    expect(usernameBaseFromEmail('Jane.Doe@gmail.com')).toBe('jane.doe');
  });

  it('drops characters outside [a-z0-9._-] and trims separators at the ends', () => {
    expect(usernameBaseFromEmail('__jöhn+shop__@example.com')).toBe('jhnshop');
  });

  it('pads names shorter than three characters and falls back when nothing is left', () => {
    expect(usernameBaseFromEmail('a@x.com')).toBe('auser');
    expect(usernameBaseFromEmail('+++@x.com')).toBe('user');
    expect(usernameBaseFromEmail(undefined)).toBe('user');
  });

  it('cuts long local parts to 20 characters', () => {
    expect(usernameBaseFromEmail(`${'a'.repeat(40)}@x.com`)).toHaveLength(20);
  });
});

describe('usernameCandidates', () => {
  it('tries the base, then numbered names, then random digits', () => {
    const names = usernameCandidates('jane', () => 4242);
    expect(names.slice(0, 3)).toEqual(['jane', 'jane1', 'jane2']);
    expect(names.at(-1)).toBe('jane4242');
    expect(names).toHaveLength(15);
  });
});

describe('splitName', () => {
  it('splits the first word from the rest', () => {
    expect(splitName('Mary Ann Smith', 'mary')).toEqual({ firstname: 'Mary', lastname: 'Ann Smith' });
  });

  it('falls back to the username', () => {
    expect(splitName(undefined, 'mary')).toEqual({ firstname: 'mary', lastname: 'mary' });
    expect(splitName('Cher', 'cher')).toEqual({ firstname: 'Cher', lastname: 'cher' });
  });
});

describe('isUsableUsername', () => {
  it('accepts letters and digits with inner dots, dashes and underscores', () => {
    expect(isUsableUsername('jane')).toBe(true);
    expect(isUsableUsername('Jane_D.oe-2')).toBe(true);
  });

  it('refuses reserved document ids and impossible e-mail local parts', () => {
    for (const name of ['__x__', '...', '.jane', 'jane-', 'ja..ne', '']) expect(isUsableUsername(name)).toBe(false);
  });
});
