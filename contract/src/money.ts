/**
 * Every money text of the shop comes from this one dollar formatter. The admin area reads money as
 * accounts do ("$15,666.00"); the storefront keeps its own price texts ("$71", "$71.50", "$10000").
 *
 * Written by hand rather than with Intl.NumberFormat: making a currency formatter loads the browser's
 * currency data, 16 to 36 ms of one task on a slow phone, as this module is evaluated on every page.
 * Like the currency formatter it rounds the number as written ("199.975", not the binary value just
 * under it) half away from zero; the tests hold the two to the same texts.
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A non-negative amount in whole cents, rounded half away from zero as written: on the digits of its
 * shortest text ("63.964999999999996" down, "199.975" up), which is what the currency formatter rounds.
 * Exact for amounts from a millionth of a dollar (less rounds to no cents) up to $90 trillion.
 */
const toCents = (magnitude: number): number => {
  if (magnitude < 1e-6) return 0;
  const [whole = '0', fraction = ''] = String(magnitude).split('.');
  const cents = Number(whole + fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charAt(2) >= '5' ? cents + 1 : cents;
};

/** Money as the admin area shows it: thousands separators and cents, 15666 -> "$15,666.00". */
export const formatMoney = (amount: number): string => {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const magnitude = Math.abs(amount);
  if (!Number.isFinite(magnitude)) return `${sign}$${Number.isNaN(magnitude) ? 'NaN' : '∞'}`;
  const cents = toCents(magnitude);
  const whole = String(Math.floor(cents / 100)).replace(THOUSANDS, ',');
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
};

/** A price as the storefront shows it: no separators, cents only when there are some (71 -> "$71", 71.5 -> "$71.50"). */
export const formatPrice = (amount: number): string => formatMoney(amount).replace(/,/g, '').replace(/\.00$/, '');
