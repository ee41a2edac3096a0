import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../api-client';
import type { PageDataSession } from '../page-data';
import { answerFor, answersRead, beginHydration, endHydration, renderWithPageData, wantAnswer } from '../page-data';

const answer: ApiResult<string> = { success: true, message: 'OK', body: 'serum', status: 200 };
const load = async () => answer;

afterEach(endHydration);

describe('page data', () => {
  it('should record what a server render pass asks for, and answer it in the next pass', () => {
    const session: PageDataSession = { answers: {}, wanted: new Map() };
    renderWithPageData(session, () => {
      expect(answerFor('product/rose')).toBeUndefined();
      wantAnswer('product/rose', load);
    });
    expect([...(session.wanted?.keys() ?? [])]).toEqual(['product/rose']);

    session.answers['product/rose'] = answer;
    expect(renderWithPageData(session, () => answerFor('product/rose'))).toEqual(answer);
  });

  it('should hand the browser only the answers the last pass read', () => {
    // A first pass without the categories lists every product; the pass with them lists one category's.
    const session: PageDataSession = { answers: { 'products?all': answer, 'products?makeup': answer } };
    renderWithPageData(session, () => answerFor('products?all'));
    renderWithPageData(session, () => answerFor('products?makeup'));
    expect(Object.keys(answersRead(session))).toEqual(['products?makeup']);
  });

  it('should hold answers only during a render pass', () => {
    renderWithPageData({ answers: { a: answer }, wanted: new Map() }, () => undefined);
    expect(answerFor('a')).toBeUndefined();
    wantAnswer('a', load); // outside a pass: nothing records it, nothing throws
  });

  it("should serve the page's answers while hydrating, and forget them after", () => {
    beginHydration({ 'blogs?page=1': answer });
    expect(answerFor('blogs?page=1')).toEqual(answer);
    expect(answerFor('blogs?page=2')).toBeUndefined();
    endHydration();
    expect(answerFor('blogs?page=1')).toBeUndefined();
  });
});
