import Box from '@mui/material/Box';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { FormSubmitHelpers } from '@/components/form/deferred-form';
import { FormAlert } from '@/components/form/form-alert';
import { useSessionStore } from '@/features/auth/stores/session';
import { signInAgain, updateProfile } from '../api/update-profile';
import { panelCardSx } from '../components/panel-card';
import { PanelHeading } from '../components/panel-heading';
import { EmailCard } from '../components/email-card';
import { ProfileForm, type ProfileFormValues } from '../components/profile-form';
import { SignOutEverywhereCard } from '../components/sign-out-everywhere-card';
import type { profileLoader } from './panel-loaders';

export const PROFILE_UPDATED_MESSAGE = 'Your profile is updated Successfully';

type Outcome = { severity: 'success' | 'error'; message: string } | null;

export const ProfileScreen = () => {
  const { userId, Username, firstname, lastname, role } = useSessionStore();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { profile } = useLoaderData<typeof profileLoader>();

  const save = async (values: ProfileFormValues, { setErrors, resetForm }: FormSubmitHelpers<ProfileFormValues>) => {
    if (!userId) return;
    setOutcome(null);
    const result = await updateProfile(userId, values, role);
    if (!result.success || !result.body) {
      if (result.errors) setErrors(result.errors);
      setOutcome({ severity: 'error', message: result.message });
      return;
    }
    if (values.password) {
      try {
        await signInAgain(Username, values.password);
      } catch {
        // The password is changed; if this device cannot sign in again, the next call asks to sign in.
      }
    }
    useSessionStore.getState().setUser(result.body);
    resetForm({ values: { ...values, password: '', confirmPassword: '' } });
    setOutcome({ severity: 'success', message: PROFILE_UPDATED_MESSAGE });
  };

  return (
    <>
      <PanelHeading title="Profile">Your name and password. Your username stays as it is.</PanelHeading>
      <Box sx={{ ...panelCardSx, gap: 3 }}>
        {outcome && <FormAlert severity={outcome.severity} message={outcome.message} />}
        <ProfileForm
          username={Username}
          initialValues={{ firstname, lastname, password: '', confirmPassword: '' }}
          onSubmit={save}
        />
      </Box>
      <EmailCard profile={profile} />
      <SignOutEverywhereCard />
    </>
  );
};
