import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlertColor } from '@mui/material/Alert';
import { useState } from 'react';
import type { MailAddressBody, OwnProfile } from '@shop/contract';
import { DeferredForm, type FormSubmitHelpers } from '@/components/form/deferred-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';
import { StatusChip } from '@/components/status-chip';
import { changeEmail } from '@/features/auth/api/mail-address';
import type { ApiResult } from '@/lib/api-client';
import { useLoaderResult, type LoaderResult } from '@/lib/route-data';
import { panelCardSx } from './panel-card';

const HEADING_ID = 'email-heading';
export const EMAIL_CONFIRMED_LABEL = 'Confirmed';
export const EMAIL_WAITING_LABEL = 'Waiting for confirmation: check your inbox';

interface EmailFormValues {
  email: string;
}

const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.emailChangeSchema);

type Outcome = { severity: AlertColor; message: string } | null;

/**
 * The address and its state: as the account's own profile answers them (the profile loader's answer;
 * undefined while it loads), then as the last change answered.
 */
const useOwnAddress = (profile: LoaderResult<ApiResult<OwnProfile>>) => {
  const { state } = useLoaderResult(profile);
  const [changed, setChanged] = useState<MailAddressBody>();
  if (changed) return [changed, setChanged] as const;
  if (state.status === 'loading') return [undefined, setChanged] as const;
  const own = state.status === 'success' ? state.data : null;
  const address = own?.email ? { email: own.email, emailConfirmed: own.emailConfirmed === true } : null;
  return [address, setChanged] as const;
};

/** The profile's e-mail: where order mail goes, whether it is confirmed, and a form to add or change it. */
export const EmailCard = ({ profile }: { profile: LoaderResult<ApiResult<OwnProfile>> }) => {
  const [address, setAddress] = useOwnAddress(profile);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = async ({ email }: EmailFormValues, { setErrors }: FormSubmitHelpers<EmailFormValues>) => {
    setOutcome(null);
    const result = await changeEmail(email);
    if (!result.success || !result.body) {
      if (result.errors) setErrors(result.errors);
      setOutcome({ severity: 'error', message: result.message });
      return;
    }
    setAddress(result.body);
    setOutcome({ severity: 'success', message: result.message });
  };

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ ...panelCardSx, gap: 2 }}>
      <Typography id={HEADING_ID} variant="h6" component="h2">
        E-mail
      </Typography>
      {address === undefined ? (
        <Typography color="text.secondary">Loading your e-mail address…</Typography>
      ) : address ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="email-address">
            {address.email}
          </Typography>
          <StatusChip
            testId="email-state"
            label={address.emailConfirmed ? EMAIL_CONFIRMED_LABEL : EMAIL_WAITING_LABEL}
            borderColor={address.emailConfirmed ? 'success.main' : 'warning.main'}
          />
        </Box>
      ) : (
        <Typography color="text.secondary">
          Add an address to receive your order confirmations and updates. Only you see it.
        </Typography>
      )}
      {outcome && <FormAlert severity={outcome.severity} message={outcome.message} />}
      <DeferredForm
        initialValues={{ email: '' }}
        loadSchema={loadSchema}
        onSubmit={save}
        aria-label="E-mail address"
        sx={{ display: 'grid', gap: 2 }}
      >
        {() => (
          <>
            <FormTextField
              name="email"
              label={address ? 'New e-mail' : 'E-mail'}
              type="email"
              autoComplete="email"
              helperText="We send a link to this address to confirm it"
            />
            <FormSubmitButton sx={{ justifySelf: 'start', minWidth: 160 }}>
              {address ? 'Change e-mail' : 'Add e-mail'}
            </FormSubmitButton>
          </>
        )}
      </DeferredForm>
    </Box>
  );
};
