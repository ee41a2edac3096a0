// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from './fake-api';
import { renderAt, resourceRoutes } from './render-admin';

const saved = { _id: 'n9', title: 'Groceries', image: '', items: [] };

// The list stands in as a plain page (a static path ranks before the screens' `:resource`).
const renderScreens = (url: string) =>
  renderAt(url, [{ path: '/admin/notes', element: <p>The notes list</p> }, ...resourceRoutes()]);

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

beforeAll(() => {
  // jsdom has no layout: scrolling is a no-op to watch, and object URLs do not exist.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResourceForm', () => {
  it('shows the schema messages on submit, for the fields of a group entry too', async () => {
    const calls = fakeApi(() => ({ json: { success: true, message: 'OK', body: saved } }));
    await renderScreens('/admin/notes/new');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must enter a title')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const entry = screen.getByRole('group', { name: 'Item 1' });
    await userEvent.type(screen.getByLabelText('Title'), 'Groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(entry).findByText('You must enter a label')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.queryByRole('group', { name: 'Item 1' })).toBeNull();
  });

  it('creates: sends the values, shows the success message, then goes to the list after the delay', async () => {
    const calls = fakeApi(() => ({ status: 201, json: { success: true, message: 'Created', body: saved } }));
    await renderScreens('/admin/notes/new');
    await userEvent.type(screen.getByLabelText('Title'), 'Groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(screen.getByLabelText('Label'), 'Milk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('New note created')).toBeTruthy();
    expect(calls[0]).toEqual<FakeCall>({
      method: 'POST',
      url: '/api/notes',
      body: { title: 'Groceries', image: '', items: [{ label: 'Milk' }] },
    });
    await waitFor(() => expect(location()).toBe('/admin/notes'));
  });

  it("puts the server's field messages on their fields and its message above the form", async () => {
    fakeApi(() => ({
      status: 422,
      json: {
        success: false,
        message: 'Check the form',
        errors: { title: 'This title is taken', 'items[0].label': 'Too plain' },
      },
    }));
    await renderScreens('/admin/notes/new');
    await userEvent.type(screen.getByLabelText('Title'), 'Groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(screen.getByLabelText('Label'), 'Milk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Check the form');
    expect(screen.getByText('This title is taken')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Item 1' })).getByText('Too plain')).toBeTruthy();
    expect(location()).toBe('/admin/notes/new');
  });

  it('edits: fills the form from the record, saves with PUT and clears the message after its time', async () => {
    const calls = fakeApi(({ method }) =>
      method === 'PUT'
        ? { json: { success: true, message: 'OK', body: { ...saved, title: 'Shopping' } } }
        : { json: { success: true, message: 'OK', body: saved } },
    );
    await renderScreens('/admin/notes/edit/n9');
    const title = await screen.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Groceries');
    await userEvent.clear(title);
    await userEvent.type(title, 'Shopping');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The note updated')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/notes/n9', body: { title: 'Shopping' } });
    await waitFor(() => expect(screen.queryByText('The note updated')).toBeNull());
    expect(location()).toBe('/admin/notes/edit/n9');
  });

  it('an edit screen that fails to load shows Error Connection and Try Again loads again', async () => {
    let fail = true;
    fakeApi(() =>
      fail
        ? { status: 500, json: { success: false, message: 'Database unavailable' } }
        : { json: { success: true, message: 'OK', body: saved } },
    );
    await renderScreens('/admin/notes/edit/n9');
    expect((await screen.findByRole('alert')).textContent).toContain('Error Connection');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Groceries');
  });

  it("uploads an image and keeps its path; a refused file shows the server's message at the top and keeps the form", async () => {
    let refuse = true;
    const calls = fakeApi(({ url }) => {
      if (url === '/uploads' && refuse)
        return { status: 415, json: { success: false, message: 'Only JPEG, PNG or WebP images are allowed' } };
      if (url === '/uploads')
        return { status: 201, json: { success: true, message: 'OK', body: { url: '/uploads/a.png' } } };
      return { status: 201, json: { success: true, message: 'OK', body: saved } };
    });
    const { container } = await renderScreens('/admin/notes/new');
    await userEvent.type(screen.getByLabelText('Title'), 'Groceries');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    await userEvent.upload(input, new File(['text'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only JPEG, PNG or WebP images are allowed');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Groceries');

    refuse = false;
    await userEvent.upload(input, new File(['png'], 'dot.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture preview' }).getAttribute('src')).toBe('/uploads/a.png'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ image: '/uploads/a.png' }));
  });
});
