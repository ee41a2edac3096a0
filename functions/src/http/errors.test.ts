import { describe, expect, it } from 'vitest';
import { refusalError } from './errors';

describe('a rule’s refusal as an answer', () => {
  it('is 409 for a conflict with what is stored and 422 for a request that cannot be met', () => {
    expect(refusalError({ kind: 'conflict', message: 'Only 3 left in stock' })).toMatchObject({
      status: 409,
      message: 'Only 3 left in stock',
    });
    expect(refusalError({ kind: 'invalid', message: 'Send either Stock or Add units, not both.' })).toMatchObject({
      status: 422,
      message: 'Send either Stock or Add units, not both.',
    });
  });
});
