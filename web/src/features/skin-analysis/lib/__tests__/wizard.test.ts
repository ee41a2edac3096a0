import { describe, expect, it } from 'vitest';
import { answerParams, previousParams, wizardView } from '../wizard';

const view = (search: string) => wizardView(new URLSearchParams(search));

describe('the questionnaire in the URL', () => {
  it.each([
    ['', { kind: 'question', question: 'skin' }],
    ['step=concerns&skin=dry', { kind: 'question', question: 'concerns' }],
    ['skin=dry&sensitivity=not', { kind: 'question', question: 'skin' }],
    ['step=bogus&skin=dry', { kind: 'question', question: 'skin' }],
    ['skin=dry&sensitivity=very&routine=quick', { kind: 'result' }],
  ])('"%s" shows %o', (search, expected) => {
    expect(view(search)).toMatchObject(expected);
  });

  it.each<[string, string[], string]>([
    ['skin', ['not-sure'], 'step=feel'],
    ['feel', ['tight'], 'skin=dry&step=concerns'],
    ['feel', ['comfortable'], 'skin=normal&step=concerns'],
    ['feel', ['shiny'], 'step=shine'],
    ['shine', ['tzone'], 'skin=combination&step=concerns'],
    ['shine', ['everywhere'], 'skin=oily&step=concerns'],
  ])('the "not sure" path: %s answered %o goes to %s', (question, chosen, expected) => {
    expect(answerParams(question as 'skin', chosen, {}).toString()).toBe(expected);
  });

  it('the last answer leads to the result, keeping every answer; back keeps them too', () => {
    const answers = { skinType: 'dry', concerns: ['dullness'], sensitivity: 'very', avoid: ['fragrance'], routine: 'quick' } as const;
    const done = answerParams('price', ['none'], { ...answers, concerns: ['dullness'], avoid: ['fragrance'] });
    expect(done.toString()).toBe('skin=dry&concern=dullness&sensitivity=very&free=fragrance&routine=quick');
    expect(wizardView(done)).toMatchObject({ kind: 'result' });
    expect(previousParams('price', { ...answers, concerns: ['dullness'], avoid: ['fragrance'] })?.get('step')).toBe('routine');
    expect(previousParams('skin', {})).toBeNull();
  });
});
