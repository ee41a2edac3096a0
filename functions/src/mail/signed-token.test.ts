import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token';

const env = { MAIL_LINK_SECRET: 'test-secret' } as NodeJS.ProcessEnv;

describe('signed mail-link tokens', () => {
  it('gives back the claims of a token signed for the same purpose', () => {
    const token = signToken('unsubscribe', { alertId: 'a1' }, undefined, Date.now(), env);
    expect(verifyToken('unsubscribe', token, Date.now(), env)).toEqual({ alertId: 'a1' });
  });

  it('refuses another purpose, an edited claim, another key and an expired token', () => {
    const now = Date.UTC(2026, 10, 29);
    const token = signToken('confirm-email', { uid: 'u1' }, 60, now, env);
    expect(verifyToken('confirm-email', token, now, env)).toEqual({ uid: 'u1' });
    expect(verifyToken('unsubscribe', token, now, env)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ uid: 'u2', purpose: 'confirm-email' })).toString('base64url')}.${signature}`;
    expect(verifyToken('confirm-email', forged, now, env)).toBeNull();
    expect(verifyToken('confirm-email', token, now, { MAIL_LINK_SECRET: 'other' } as NodeJS.ProcessEnv)).toBeNull();
    expect(verifyToken('confirm-email', token, now + 61_000, env)).toBeNull();
    expect(verifyToken('confirm-email', 'garbage', now, env)).toBeNull();
  });
});
