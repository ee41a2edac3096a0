/** The longest phone number the API accepts (contract messageSchema). */
export const PHONE_MAX_LENGTH = 20;

/** What a phone field keeps of what was typed: digits and + - ( ) and spaces, at most 20 characters. */
export const keepPhoneCharacters = (value: string): string =>
  value.replace(/[^0-9+\-() ]/g, '').slice(0, PHONE_MAX_LENGTH);
