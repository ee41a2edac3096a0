import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useApiQuery } from '@/hooks/use-api-query';
import type { ApiResult } from '../api-client';
import type { PageDataSession } from '../page-data';
import { answersRead, renderWithPageData } from '../page-data';
import { createAnswerMemory, renderWithAnswers } from '../render-with-answers';

const ok = <T,>(body: T): ApiResult<T> => ({ success: true, message: 'OK', body, status: 200 });

/** A product page's two answers, fetched by loaders that count their calls. */
const shop = () => {
  const calls: string[] = [];
  const loader =
    <T,>(key: string, body: T) =>
    async () => {
      calls.push(key);
      return ok(body);
    };
  const Product = ({ id }: { id: string }) => {
    const product = useApiQuery(`product/${id}`, loader(`product/${id}`, { title: `Serum ${id}` }));
    const reviews = useApiQuery(`reviews/${id}`, loader(`reviews/${id}`, { count: 3 }));
    if (product.state.status !== 'success' || reviews.state.status !== 'success') return <p>Loading…</p>;
    return <h1>{`${product.state.data.title}, ${reviews.state.data.count} reviews`}</h1>;
  };
  return { calls, Product };
};

const renderAddress = async (
  memory: ReturnType<typeof createAnswerMemory>,
  Page: () => React.ReactElement,
  address = '/product/rose',
) => {
  let renders = 0;
  const session: PageDataSession = { answers: {}, wanted: new Map() };
  const rendered = await renderWithAnswers({
    address,
    session,
    memory,
    render: () => {
      renders += 1;
      return { html: renderWithPageData(session, () => renderToString(<Page />)) };
    },
    alongside: async () => {},
    timeoutMs: 1000,
  });
  return { html: rendered.html, renders, sent: Object.keys(answersRead(session)) };
};

describe('renderWithAnswers (the server render of a page with its answers)', () => {
  it('renders an address twice the first time, then fetches its answers first and renders it once', async () => {
    const memory = createAnswerMemory();
    const { calls, Product } = shop();
    const page = () => <Product id="rose" />;

    const first = await renderAddress(memory, page);
    expect(first.html).toBe('<h1>Serum rose, 3 reviews</h1>');
    expect(first.renders).toBe(2);

    const second = await renderAddress(memory, page);
    expect(second.html).toBe(first.html);
    expect(second.renders).toBe(1);
    expect(second.sent.sort()).toEqual(['product/rose', 'reviews/rose']);
    // Each request asked the API for its own answers: nothing is served from the last request.
    expect(calls.sort()).toEqual(['product/rose', 'product/rose', 'reviews/rose', 'reviews/rose']);
  });

  it('still renders whole a page that asks for something else than last time', async () => {
    const memory = createAnswerMemory();
    const { Product } = shop();
    await renderAddress(memory, () => <Product id="rose" />);

    // Same address, another page (the product behind it changed): the remembered answers are not what
    // it shows; it asks for its own and renders with them.
    const changed = await renderAddress(memory, () => <Product id="peony" />);
    expect(changed.html).toContain('Serum peony');
    expect(changed.renders).toBe(2);
    expect(changed.sent.sort()).toEqual(['product/peony', 'reviews/peony']);
  });

  it('forgets the oldest address past its limit', async () => {
    const memory = createAnswerMemory(1);
    const { Product } = shop();
    const page = () => <Product id="rose" />;
    await renderAddress(memory, page, '/product/rose');
    await renderAddress(memory, page, '/product/rose?again');
    expect((await renderAddress(memory, page, '/product/rose')).renders).toBe(2);
  });
});
