// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InputHTMLAttributes } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { object, string, type AnyObjectSchema } from 'yup';
import { DeferredForm } from '../deferred-form';
import { FormTextField } from '../form-text-field';

const schema = object({
  username: string().required('You must enter your username').min(3, 'Username must be 3 Characters at least'),
  nickname: string(),
});

/** A schema loader that answers only once `arrive` is called: the form library on a slow network. */
const slowLibrary = () => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const loadSchema = async (): Promise<AnyObjectSchema> => {
    await arrived;
    return schema;
  };
  return { loadSchema, arrive };
};

const SignIn = ({ loadSchema }: { loadSchema: () => Promise<AnyObjectSchema> }) => (
  <DeferredForm
    aria-label="Sign in"
    initialValues={{ username: '', nickname: '' }}
    loadSchema={loadSchema}
    onSubmit={() => undefined}
  >
    {() => (
      <>
        <FormTextField name="username" label="Username" />
        <FormTextField name="nickname" label="Nickname" />
      </>
    )}
  </DeferredForm>
);

let hydrated: Root | null = null;
afterEach(() => {
  cleanup();
  act(() => hydrated?.unmount());
  hydrated = null;
  document.body.innerHTML = '';
});

describe('DeferredForm before its library arrives', () => {
  it('shows the message of a field left too short once the library is here, without a submit', async () => {
    const { loadSchema, arrive } = slowLibrary();
    const user = userEvent.setup();
    render(<SignIn loadSchema={loadSchema} />);

    await user.type(screen.getByLabelText('Username'), 'ja');
    await user.tab();
    expect(screen.queryByText('Username must be 3 Characters at least')).toBeNull();

    arrive();
    expect(await screen.findByText('Username must be 3 Characters at least')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'ja');
  });

  it('keeps quiet about a field the visitor has not left, until they leave it', async () => {
    const { loadSchema, arrive } = slowLibrary();
    const user = userEvent.setup();
    render(<SignIn loadSchema={loadSchema} />);

    const serverInput = screen.getByLabelText('Username');
    await user.type(serverInput, 'ja');
    arrive();
    // Formik's form draws new (controlled) inputs in place of the server's.
    await waitFor(() => expect(screen.getByLabelText('Username')).not.toBe(serverInput));
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'ja');
    expect(screen.queryByText(/Username must be|You must enter/)).toBeNull();

    await user.tab();
    expect(await screen.findByText('Username must be 3 Characters at least')).toBeTruthy();
  });

  it('keeps the focus in a field without an id when the library arrives mid-typing, so typing goes on', async () => {
    const { loadSchema, arrive } = slowLibrary();
    const user = userEvent.setup();
    render(
      <DeferredForm
        aria-label="Newsletter"
        initialValues={{ email: '' }}
        loadSchema={loadSchema}
        onSubmit={() => undefined}
      >
        {(form) => (
          <input aria-label="Email address" {...(form.field('email') as InputHTMLAttributes<HTMLInputElement>)} />
        )}
      </DeferredForm>,
    );

    const serverInput = screen.getByLabelText('Email address');
    await user.type(serverInput, 'fan@');
    arrive();
    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toBe(serverInput));
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));

    await user.keyboard('example.com');
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'fan@example.com');
  });

  it('counts a field typed into and left before the page was interactive as left: its message shows', async () => {
    const { loadSchema, arrive } = slowLibrary();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn loadSchema={loadSchema} />);
    document.body.append(container);
    // Before hydration: typed into, then left for the next field (React heard neither).
    const username = screen.getByLabelText('Username');
    (username as HTMLInputElement).value = 'ja';
    screen.getByLabelText('Nickname').focus();

    await act(async () => {
      hydrated = hydrateRoot(container, <SignIn loadSchema={loadSchema} />);
    });
    arrive();
    expect(await screen.findByText('Username must be 3 Characters at least')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'ja');
  });
});
