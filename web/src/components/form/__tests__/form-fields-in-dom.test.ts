// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { afterPress, valuesIn } from '../form-fields-in-dom';

const formOf = (html: string) => {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('valuesIn (what the server’s inputs hold when Formik takes over)', () => {
  it('reads each field as its initial value is typed: a text, a box, stars or none, one not drawn', () => {
    const form = formOf(`
      <input name="title" value="">
      <textarea name="text"></textarea>
      <input name="recommend" type="checkbox">
      <input name="rating" type="radio" value="" checked><input name="rating" type="radio" value="4">`);
    const initial = { title: '', text: '', recommend: false, rating: null as number | null, tags: ['a'] };
    expect(valuesIn(form, initial)).toEqual(initial);

    (form.elements.namedItem('title') as HTMLInputElement).value = 'Soft';
    (form.elements.namedItem('text') as HTMLTextAreaElement).value = 'Kind to dry skin';
    (form.elements.namedItem('recommend') as HTMLInputElement).checked = true;
    (form.querySelector('input[value="4"]') as HTMLInputElement).checked = true;
    expect(valuesIn(form, initial)).toEqual({
      title: 'Soft',
      text: 'Kind to dry skin',
      recommend: true,
      rating: 4,
      tags: ['a'],
    });
  });
});

describe('afterPress', () => {
  it('runs at once when no press is held in the form', () => {
    const form = formOf('<button>Sign In</button>');
    let ran = false;
    afterPress(form, () => (ran = true));
    expect(ran).toBe(true);
  });
});
