import { createElement } from 'react';

/** An e-mail address that may wrap after its "@" (and inside a part only when that part alone is too long). */
export const emailCell = (email: string) => {
  const at = email.indexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at + 1), createElement('wbr'), email.slice(at + 1)];
  return createElement('span', { style: { overflowWrap: 'break-word' } }, ...parts);
};
