import { useEffect, useLayoutEffect, useRef } from 'react';

export type EarlyField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The value a visitor gave a server-rendered field before the page became interactive, or null when
 * it is still the one the page was rendered with. Hydration leaves such a value in the field but not
 * in React's state, and the next render would write the state's value over it.
 */
export const earlyValueOf = (field: EarlyField, rendered: unknown): string | boolean | null => {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked === Boolean(rendered) ? null : field.checked;
  return field.value === String(rendered ?? '') ? null : field.value;
};

/**
 * Keeps what was typed, picked or ticked in a server-rendered field before hydration: the field's own
 * value is read right after hydration, before any render can overwrite it, and goes to `onEarlyInput`
 * as if it had just been entered once every layout effect has run (so a page that sets its state from
 * the URL as it mounts does not replace it). Put the returned ref on the <input>, <textarea> or <select>.
 */
export const useEarlyInput = <E extends EarlyField>(
  rendered: string | boolean,
  onEarlyInput: (value: string | boolean) => void,
) => {
  const ref = useRef<E>(null);
  // Only the first render matters: the one hydration compared with the server's HTML.
  const first = useRef({ rendered, onEarlyInput });
  const early = useRef<string | boolean | null>(null);
  useLayoutEffect(() => {
    if (ref.current) early.current = earlyValueOf(ref.current, first.current.rendered);
  }, []);
  useEffect(() => {
    if (early.current !== null) first.current.onEarlyInput(early.current);
  }, []);
  return ref;
};
