// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../api-client';
import { loaderResults, useLoaderResult } from '../route-data';

type Note = ApiResult<string>;

/** A request the test answers when it wants: the loader hands it over still on its way. */
const pending = () => {
  let answer!: (body: string, status?: number) => void;
  const result = new Promise<Note>((resolve) => {
    answer = (body, status = 200) =>
      resolve({ success: status === 200, message: status === 200 ? 'OK' : 'Server down', body, status });
  });
  return { result, answer };
};

/** Shows the loader's one result: "loading", the error or the body. */
const Note = () => {
  const { note } = useLoaderData<{ note: Promise<Note> }>();
  const { state, retry } = useLoaderResult(note);
  return (
    <>
      <output aria-label="Note">
        {state.status === 'success' ? state.data : state.status === 'error' ? state.message : 'loading'}
      </output>
      <button type="button" onClick={retry}>
        Again
      </button>
    </>
  );
};

/** A route whose loader's requests the test answers one by one. */
const routeAnswering = () => {
  const requests: ReturnType<typeof pending>[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/notes',
        loader: () => {
          const request = pending();
          requests.push(request);
          return loaderResults({ note: request.result });
        },
        Component: Note,
      },
    ],
    { initialEntries: ['/notes'] },
  );
  render(<RouterProvider router={router} />);
  return { router, requests };
};

const shown = () => screen.getByLabelText('Note').textContent;

afterEach(cleanup);

describe("a screen showing its loader's result", () => {
  it('keeps what it shows while the same address loads again, and shows loading for another address', async () => {
    const { router, requests } = routeAnswering();
    await screen.findByText('loading');
    await act(async () => requests[0]!.answer('first'));
    expect(shown()).toBe('first');

    // Loaded again at the same address (a write elsewhere, the menu link of this screen): no loading in between.
    await act(async () => screen.getByRole('button', { name: 'Again' }).click());
    expect(requests).toHaveLength(2);
    expect(shown()).toBe('first');
    await act(async () => requests[1]!.answer('second'));
    expect(shown()).toBe('second');

    // Another address (another page of the list): its loading state at once.
    await act(async () => router.navigate('/notes?page=2'));
    expect(requests).toHaveLength(3);
    expect(shown()).toBe('loading');
    await act(async () => requests[2]!.answer('page two'));
    expect(shown()).toBe('page two');
  });

  it('shows loading again when "Again" follows an error, then the new result', async () => {
    const { requests } = routeAnswering();
    await act(async () => requests[0]!.answer('', 503));
    expect(shown()).toBe('Server down');
    await act(async () => screen.getByRole('button', { name: 'Again' }).click());
    expect(shown()).toBe('loading');
    await act(async () => requests[1]!.answer('back'));
    expect(shown()).toBe('back');
  });
});
