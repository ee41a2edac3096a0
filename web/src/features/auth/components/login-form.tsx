import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LoginInput } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { DeferredForm } from '@/components/form/deferred-form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';
import { paths } from '@/config/paths';

const initialValues: LoginInput = { username: '', password: '', rememberMe: false };
const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.loginSchema);

interface LoginFormProps {
  disabled: boolean;
  onSubmit: (values: LoginInput) => Promise<void>;
}

/** Username, password and Remember me, checked with the contract's loginSchema. */
export const LoginForm = ({ disabled, onSubmit }: LoginFormProps) => (
  <DeferredForm
    initialValues={initialValues}
    loadSchema={loadSchema}
    onSubmit={onSubmit}
    aria-label="Sign in"
    sx={{ display: 'grid', gap: 2.5 }}
  >
    {() => (
      <>
        <FormTextField name="username" label="Username" autoComplete="username" />
        <FormPasswordField name="password" label="Password" autoComplete="current-password" />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
            mt: -1,
          }}
        >
          <FormCheckbox name="rememberMe" label="Remember me" />
          <Typography variant="body2" color="text.secondary">
            New here?{' '}
            <Link component={RouterLink} to={paths.register.getHref()} sx={{ fontWeight: 500 }}>
              Sign Up
            </Link>
          </Typography>
        </Box>
        <FormSubmitButton disabled={disabled} fullWidth>
          Sign In
        </FormSubmitButton>
      </>
    )}
  </DeferredForm>
);
