import { isAdminRole, messageSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_MESSAGES } from './data/messages';

describe('seed data: the contact inbox', () => {
  it('holds messages the contact form accepts as they are, with unique ids, newest first', () => {
    expect(new Set(SEED_MESSAGES.map((m) => m.id)).size).toBe(SEED_MESSAGES.length);
    for (const { id, from, hoursAgo, state, answer, ...fields } of SEED_MESSAGES) {
      expect(messageSchema.validateSync(fields, { strict: true }), id).toEqual(fields);
      expect(hoursAgo).toBeGreaterThan(0);
      expect(state === 'answered', id).toBe(answer !== undefined);
      if (from) expect(DEMO_ACCOUNTS.find((a) => a.username === from)?.role).toBe('user');
    }
    const ages = SEED_MESSAGES.map((m) => m.hoursAgo);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });

  it('has unread, opened and answered messages, answered by the demo admins', () => {
    expect(new Set(SEED_MESSAGES.map((m) => m.state))).toEqual(new Set(['unread', 'read', 'answered']));
    for (const { answer } of SEED_MESSAGES.filter((m) => m.answer)) {
      const admin = DEMO_ACCOUNTS.find((a) => a.username === answer?.by);
      expect(admin && isAdminRole(admin.role)).toBe(true);
    }
  });
});
