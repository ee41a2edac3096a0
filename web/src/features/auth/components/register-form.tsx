import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RegisterFormInput } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { DeferredForm, type FormSubmitHelpers } from '@/components/form/deferred-form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';
import { paths } from '@/config/paths';

export type RegisterFormValues = Omit<RegisterFormInput, 'role'>;

const initialValues: RegisterFormValues = {
  firstname: '',
  lastname: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  policy: true,
};
const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.registerFormSchema);

interface RegisterFormProps {
  disabled: boolean;
  onSubmit: (values: RegisterFormValues, helpers: FormSubmitHelpers<RegisterFormValues>) => Promise<void>;
}

/** The sign-up fields, checked with the contract's registerFormSchema (the policy box is not enforced). */
export const RegisterForm = ({ disabled, onSubmit }: RegisterFormProps) => (
  <DeferredForm
    initialValues={initialValues}
    loadSchema={loadSchema}
    onSubmit={onSubmit}
    aria-label="Online registration"
    sx={{ display: 'grid', gap: 2.5 }}
  >
    {() => (
      <>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name="firstname" label="First name" autoComplete="given-name" />
          <FormTextField name="lastname" label="Last name" autoComplete="family-name" />
        </Box>
        <FormTextField
          name="username"
          label="Username"
          autoComplete="username"
          helperText="3 to 10 characters: letters, digits, dot, dash or underscore"
        />
        <FormTextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          helperText="Optional: where your order e-mails go. We send a link to confirm it."
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormPasswordField name="password" label="Password" autoComplete="new-password" />
          <FormPasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        </Box>
        <FormCheckbox name="policy" label="I agree to the terms of use and the privacy policy" />
        <FormSubmitButton disabled={disabled} fullWidth>
          Create Account
        </FormSubmitButton>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 500 }}>
            Sign In
          </Link>
        </Typography>
      </>
    )}
  </DeferredForm>
);
