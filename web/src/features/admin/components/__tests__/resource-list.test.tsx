// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fake-api';
import { renderAt, resourceRoutes } from './render-admin';
import { type Note, notesResource, readOnlyNotesResource } from './test-resource';

const notes = (count: number): Note[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `n${index + 1}`,
    title: `Note ${index + 1}`,
    image: '',
    items: [],
  }));

/** A pretend /api/notes over `store`, 2 a page, with DELETE. */
const notesApi = (store: Note[], { failList = false } = {}) =>
  fakeApi(({ method, url }) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (method === 'DELETE') {
      const id = pathname.split('/').pop();
      store.splice(
        store.findIndex((note) => note._id === id),
        1,
      );
      return { json: { success: true, message: 'The note deleted successfully' } };
    }
    if (failList) return { status: 500, json: { success: false, message: 'Database unavailable' } };
    const page = Number(searchParams.get('page'));
    const limit = Number(searchParams.get('limit'));
    return {
      json: {
        success: true,
        message: 'OK',
        body: store.slice((page - 1) * limit, page * limit),
        totalNotes: { all: store.length },
      },
    };
  });

const renderList = (url = '/admin/notes') => renderAt(url, resourceRoutes([notesResource]));

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Notes' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ResourceList', () => {
  it('shows the declared columns, an Operation column and rows numbered across pages', async () => {
    notesApi(notes(3));
    await renderList('/admin/notes?page=2');
    expect(await screen.findByRole('cell', { name: 'Note 3' })).toBeTruthy();
    const headers = within(screen.getByRole('table', { name: 'Notes' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Row', 'Title', 'Operation']);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]!.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Edit note Note 3' }).getAttribute('href')).toBe('/admin/notes/edit/n3');
  });

  it('asks for the page in the URL with the page size, and pages only when there is more than one', async () => {
    const calls = notesApi(notes(2));
    await renderList();
    await screen.findByRole('cell', { name: 'Note 1' });
    expect(calls[0]?.url).toBe('/api/notes?page=1&limit=2');
    expect(screen.queryByRole('navigation', { name: 'Notes pages' })).toBeNull();

    cleanup();
    notesApi(notes(5));
    await renderList();
    const pages = await screen.findByRole('navigation', { name: 'Notes pages' });
    expect(within(pages).getByRole('link', { name: 'Go to page 3' }).getAttribute('href')).toBe('/admin/notes?page=3');
  });

  it('shows the empty text when there is nothing', async () => {
    notesApi([]);
    await renderList();
    expect(await screen.findByText('There is no note')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows Error Connection with the message, and Try Again asks again', async () => {
    const calls = notesApi(notes(1), { failList: true });
    await renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Connection');
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('deletes only after the confirm, naming the record', async () => {
    const store = notes(2);
    const calls = notesApi(store);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete note Note 1' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure for deleting the note Note 1?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete note Note 1' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Note 1' })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/notes/n1');
    expect(await screen.findByRole('cell', { name: 'Note 2' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Note 1' })).toBeNull();
  });

  it('a page past the last opens the last page', async () => {
    notesApi(notes(3));
    await renderList('/admin/notes?page=9');
    expect(await screen.findByRole('cell', { name: 'Note 3' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/admin/notes?page=2');
  });

  it('deleting the last row of page 2 goes back to page 1', async () => {
    notesApi(notes(3));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderList('/admin/notes?page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete note Note 3' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/admin/notes'));
    expect(await screen.findByRole('cell', { name: 'Note 1' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(2);
  });

  it('a read-only resource that allows deletes: a view link and a delete with its confirm, emphasised rows in bold', async () => {
    const store = notes(2);
    const calls = notesApi(store);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderAt('/admin/notes', resourceRoutes([readOnlyNotesResource]));
    const first = await screen.findByRole('cell', { name: 'Note 1' });
    expect(getComputedStyle(first).fontWeight).toBe('700');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Note 2' })).fontWeight).not.toBe('700');
    expect(screen.queryByRole('link', { name: 'Add note' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View note Note 2' }).getAttribute('href')).toBe('/admin/notes/n2');

    await userEvent.click(screen.getByRole('button', { name: 'Delete note Note 2' }));
    expect(window.confirm).toHaveBeenLastCalledWith('Are you sure for deleting the note Note 2?');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Note 2' })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/notes/n2');
  });
});
