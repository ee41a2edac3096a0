import type { FormikValues } from 'formik';

export const isTextField = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * What the form's fields hold, typed as `initial` (a box its checked state, a text its value, a number
 * such as the rating's radios its value or null); a field the form does not draw keeps its initial value.
 */
export const valuesIn = <Values extends FormikValues>(form: HTMLFormElement, initial: Values): Values => {
  const values: Record<string, unknown> = { ...initial };
  for (const [name, start] of Object.entries(initial)) {
    const field = form.elements.namedItem(name);
    if (!field || !('value' in field)) continue;
    if (typeof start === 'boolean' && field instanceof HTMLInputElement) values[name] = field.checked;
    else if (typeof start === 'string') values[name] = field.value;
    else if (typeof start === 'number' || start === null)
      values[name] = field.value === '' ? null : Number(field.value);
  }
  return values as Values;
};

const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup'] as const;

/**
 * Runs `then` once no press is held in `form` (its :active state shows one React may not have seen):
 * a button replaced between its press and its release gets no click, so the release's click goes first.
 */
export const afterPress = (form: HTMLFormElement | null, then: () => void) => {
  if (!form?.matches(':active')) return then();
  const ended = () => {
    for (const type of PRESS_ENDS) window.removeEventListener(type, ended, true);
    setTimeout(() => afterPress(form, then), 0);
  };
  for (const type of PRESS_ENDS) window.addEventListener(type, ended, true);
};
