import { describe, expect, it } from 'vitest';
import { backoffMs, isContention, isLostRace, isTransactionClosed } from './contention';

describe('isLostRace', () => {
  it('is a failed precondition, an already existing document or contention, and nothing else', () => {
    expect(isLostRace({ code: 9 })).toBe(true);
    expect(isLostRace({ code: 6 })).toBe(true);
    expect(isLostRace(new Error('10 ABORTED: Transaction lock timeout.'))).toBe(true);
    expect(isLostRace(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'))).toBe(true);
    expect(isLostRace(new Error('3 INVALID_ARGUMENT: Value for argument "data" is not a valid document.'))).toBe(false);
    expect(isLostRace({ code: 5 })).toBe(false);
    expect(isLostRace(new Error('boom'))).toBe(false);
    expect(isContention({ code: 9 })).toBe(false);
    expect(isTransactionClosed(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'))).toBe(true);
    expect(isTransactionClosed(new Error('10 ABORTED: Transaction lock timeout.'))).toBe(false);
  });
});

describe('backoffMs', () => {
  it('waits a random share of a window that doubles per attempt, up to a cap', () => {
    expect(backoffMs(0, () => 0.999)).toBe(19);
    expect(backoffMs(3, () => 0.5)).toBe(80);
    expect(backoffMs(20, () => 0.999)).toBe(799);
    expect(backoffMs(5, () => 0)).toBe(0);
  });
});
