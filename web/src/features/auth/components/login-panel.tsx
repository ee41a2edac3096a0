import Box from '@mui/material/Box';
import type { LoginInput } from '@shop/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { useSessionStore } from '../stores/session';
import { preloadAuth } from '../api/preload-auth';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { signInWithUsername } from '../api/sign-in-with-username';
import { waitForSession } from '../api/wait-for-session';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { OrDivider } from './or-divider';

/** How long a sign-in waits for the startup to load the profile and cart before going on to the panel. */
const SESSION_WAIT_MS = 10_000;

/** The sign-in screen's body: the server's message, the username form, "or", and Google; then `destination`. */
export const LoginPanel = ({ destination }: { destination: string }) => {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [formBusy, setFormBusy] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);

  useEffect(preloadAuth, []);

  const goToPanel = async () => {
    await waitForSession(useSessionStore, SESSION_WAIT_MS);
    await navigate(destination, { replace: true });
  };

  const signIn = async (values: LoginInput) => {
    setError(null);
    setFormBusy(true);
    const outcome = await signInWithUsername(values);
    if (outcome.success) return goToPanel();
    setFormBusy(false);
    setError(outcome.message);
  };

  const signInGoogle = async () => {
    setError(null);
    setGoogleBusy(true);
    const outcome = await signInWithGoogle();
    if (outcome.success) return goToPanel();
    setGoogleBusy(false);
    setError(outcome.message);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FormAlert message={error} />
      <LoginForm disabled={googleBusy} onSubmit={signIn} />
      <OrDivider />
      <GoogleSignInButton busy={googleBusy} disabled={formBusy} onClick={() => void signInGoogle()} />
    </Box>
  );
};
