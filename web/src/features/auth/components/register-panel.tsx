import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormSubmitHelpers } from '@/components/form/deferred-form';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { registerAccount } from '../api/register-account';
import { RegisterForm, type RegisterFormValues } from './register-form';

export const REGISTERED_MESSAGE = 'Congratulations, your account has been successfully created.';
/** After a sign-up the sign-in page opens 2 s later. */
export const REGISTER_REDIRECT_MS = 2000;

/** The sign-up screen's body: the server's message or the congratulations above the form. */
export const RegisterPanel = () => {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const register = async (values: RegisterFormValues, { setErrors }: FormSubmitHelpers<RegisterFormValues>) => {
    setError(null);
    const result = await registerAccount(values);
    if (result.success) return setRegistered(true);
    if (result.errors) setErrors(result.errors);
    setError(result.message);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {registered ? <FormAlert severity="success" message={REGISTERED_MESSAGE} /> : <FormAlert message={error} />}
      <RegisterForm disabled={registered} onSubmit={register} />
    </Box>
  );
};
