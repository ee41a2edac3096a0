import { messageSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { keepPhoneCharacters, PHONE_MAX_LENGTH } from '../phone-input';

describe('keepPhoneCharacters', () => {
  it('keeps digits and the usual phone punctuation', () => {
    expect(keepPhoneCharacters('+1 (416) 555-0142')).toBe('+1 (416) 555-0142');
  });

  it('drops letters and other symbols', () => {
    expect(keepPhoneCharacters('call 416.555#0142 ext')).toBe(' 4165550142 ');
  });

  it('stops at the length the API accepts', () => {
    expect(keepPhoneCharacters('1'.repeat(30))).toHaveLength(PHONE_MAX_LENGTH);
  });

  it('only ever yields numbers the contract accepts once long enough', () => {
    const phoneNumber = keepPhoneCharacters('tel: +1 (416) 555-0142!');
    expect(
      messageSchema.isValidSync({ title: 't', email: 'e', message: 'm', phoneNumber }, { abortEarly: false }),
    ).toBe(true);
  });
});
