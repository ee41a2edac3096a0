// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepTokenIn, storeToken } from '../firebase-auth';

describe('the session flag cookie', () => {
  afterEach(() => storeToken(null));

  it('is set when a sign-in stores its token and cleared on sign-out', () => {
    keepTokenIn('session');
    storeToken('a-token');
    expect(document.cookie).toContain('__session=1');
    expect(document.cookie).not.toContain('a-token');
    storeToken(null);
    expect(document.cookie).not.toContain('__session');
  });

  it('is set for a remembered sign-in too', () => {
    keepTokenIn('local');
    storeToken('a-token');
    expect(document.cookie).toContain('__session=1');
  });
});
