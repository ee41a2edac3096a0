import { describe, expect, it } from 'vitest';
import { completeSkinAnswers, readSkinAnswers, skinAnswerParams, suitsMySkinParams } from './answers';
import { skinAnswersSchema } from '../schemas/skin-profile';
import { paramReader, rawSkinAnswers } from './answers';

describe('skin answers in a URL', () => {
  it('round-trips through the parameters, in one fixed order', () => {
    const answers = {
      skinType: 'dry',
      concerns: ['dullness', 'redness'],
      sensitivity: 'very',
      avoid: ['fragrance', 'alcohol'],
      routine: 'quick',
      maxPrice: 40,
    } as const;
    const params = skinAnswerParams({ ...answers, concerns: [...answers.concerns], avoid: [...answers.avoid] });
    expect(params.toString()).toBe(
      'skin=dry&concern=dullness%2Credness&sensitivity=very&free=fragrance%2Calcohol&routine=quick&max=40',
    );
    expect(completeSkinAnswers(readSkinAnswers(params))).toEqual(answers);
  });

  it('keeps only valid values and at most two concerns; unanswered questions leave it incomplete', () => {
    const read = readSkinAnswers(
      new URLSearchParams('skin=purple&concern=acne,pores,dullness&free=glitter,fragrance&max=-3'),
    );
    expect(read).toEqual({ concerns: ['acne', 'dullness'], avoid: ['fragrance'], maxPrice: null });
    expect(completeSkinAnswers(read)).toBeNull();
  });

  it('reads repeated parameters (a plain form) like comma-separated ones', () => {
    expect(readSkinAnswers(new URLSearchParams('concern=acne&concern=pores')).concerns).toEqual(['acne', 'pores']);
  });

  it('refuses more than two concerns', async () => {
    await expect(
      skinAnswersSchema.validate({
        skinType: 'dry',
        concerns: ['acne', 'pores', 'redness'],
        sensitivity: 'not',
        routine: 'quick',
      }),
    ).rejects.toThrow('Choose 2 concerns at most');
  });

  it('gives the products page its skin and free-from filters', () => {
    expect(suitsMySkinParams({ skinType: 'oily', avoid: ['fragrance', 'alcohol'] }).toString()).toBe(
      'skin=oily&free=fragrance%2Calcohol',
    );
    expect(suitsMySkinParams({ skinType: 'oily', avoid: [] }).toString()).toBe('skin=oily');
  });
});

describe('skinAnswersSchema', () => {
  it('accepts the URL form of the answers and casts the price', async () => {
    const raw = rawSkinAnswers(
      paramReader(new URLSearchParams('skin=dry&concern=dullness&sensitivity=not&routine=full&max=25.5')),
    );
    await expect(skinAnswersSchema.validate(raw)).resolves.toEqual({
      skinType: 'dry',
      concerns: ['dullness'],
      sensitivity: 'not',
      avoid: [],
      routine: 'full',
      maxPrice: 25.5,
    });
  });

  it('refuses unknown values and missing answers with their messages', async () => {
    const error = await skinAnswersSchema
      .validate({ skinType: 'purple', concerns: ['acne', 'glitter'], avoid: ['glitter'] }, { abortEarly: false })
      .catch((caught: { errors: string[] }) => caught.errors);
    expect(error).toEqual(
      expect.arrayContaining([
        'Choose your skin type',
        'Choose concerns from the list',
        'Choose how sensitive your skin is',
        'Choose what to avoid from the list',
        'Choose a routine',
      ]),
    );
  });
});
