import Box from '@mui/material/Box';
import { DeferredForm, type FormSubmitHelpers } from '@/components/form/deferred-form';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';
import { TextInput } from '@/components/fields/text-input';

export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  password: string;
  confirmPassword: string;
}

const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.profileFormSchema);

interface ProfileFormProps {
  username: string;
  initialValues: ProfileFormValues;
  onSubmit: (values: ProfileFormValues, helpers: FormSubmitHelpers<ProfileFormValues>) => Promise<void>;
}

/** Names and an optional new password; the username is shown but cannot change. */
export const ProfileForm = ({ username, initialValues, onSubmit }: ProfileFormProps) => (
  <DeferredForm
    initialValues={initialValues}
    loadSchema={loadSchema}
    onSubmit={onSubmit}
    aria-label="Profile"
    sx={{ display: 'grid', gap: 2.5 }}
  >
    {() => (
      <>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name="firstname" label="Firstname" autoComplete="given-name" />
          <FormTextField name="lastname" label="Lastname" autoComplete="family-name" />
        </Box>
        <TextInput
          id="field-username"
          label="Username"
          value={username}
          htmlInput={{ readOnly: true }}
          helperText="Your username cannot be changed"
          fullWidth
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormPasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            helperText="Leave empty to keep your password"
          />
          <FormPasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
        </Box>
        <FormSubmitButton sx={{ justifySelf: 'start', minWidth: 160 }}>Save</FormSubmitButton>
      </>
    )}
  </DeferredForm>
);
