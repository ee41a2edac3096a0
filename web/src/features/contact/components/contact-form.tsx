import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import type { ContactFormInput } from '@shop/contract';
import { DEFAULT_COUNTRY } from '@shop/contract';
import { useState } from 'react';
import { DeferredForm, type FormSubmitHelpers } from '@/components/form/deferred-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';
import { sendMessage } from '../api/send-message';
import { keepPhoneCharacters } from '../utils/phone-input';
import { MessageSent } from './message-sent';
import { SubjectOptions } from './subject-options';

type ContactValues = Omit<ContactFormInput, 'policy'> & { policy: boolean };

const initialValues: ContactValues = {
  title: '',
  phoneNumber: '',
  firstname: '',
  lastname: '',
  province: '',
  country: DEFAULT_COUNTRY,
  email: '',
  fax: '',
  message: '',
  policy: false,
};
const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.contactFormSchema);

const pair = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** "Write Us": checked with the contract's contactFormSchema, sent as a message; kept when sending fails. */
export const ContactForm = () => {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Kept here, not in the form: the form is rebuilt when its library arrives (DeferredForm).
  const [subjects, setSubjects] = useState<ReadonlySet<string>>(new Set());

  const toggleSubject = (subject: string) =>
    setSubjects((current) => {
      const next = new Set(current);
      if (!next.delete(subject)) next.add(subject);
      return next;
    });

  const submit = async (values: ContactValues, { setErrors }: FormSubmitHelpers<ContactValues>) => {
    setError(null);
    const result = await sendMessage(values);
    if (result.success) return setSentMessage(result.message);
    if (result.errors) setErrors(result.errors);
    setError(result.message);
  };

  // The form unmounts while the answer shows, so "New Form" starts from the initial values again.
  if (sentMessage)
    return (
      <MessageSent
        message={sentMessage}
        onNewForm={() => {
          setSentMessage(null);
          setSubjects(new Set());
        }}
      />
    );

  return (
    <DeferredForm
      initialValues={initialValues}
      loadSchema={loadSchema}
      onSubmit={submit}
      aria-labelledby="write-us-title"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {() => (
        <>
          <FormAlert message={error} />
          <SubjectOptions checked={subjects} onToggle={toggleSubject} />
          <Box sx={pair}>
            <FormTextField name="title" label="Title" required />
            <FormTextField
              name="phoneNumber"
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              sanitize={keepPhoneCharacters}
              htmlInput={{ inputMode: 'tel' }}
            />
          </Box>
          <Box sx={pair}>
            <FormTextField name="firstname" label="First name" autoComplete="given-name" />
            <FormTextField name="lastname" label="Last name" autoComplete="family-name" />
          </Box>
          <Box sx={pair}>
            <FormTextField name="province" label="Province" autoComplete="address-level1" />
            <FormTextField name="country" label="Country" autoComplete="country-name" />
          </Box>
          <Box sx={pair}>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
            <FormTextField
              name="fax"
              label="Fax"
              type="tel"
              sanitize={keepPhoneCharacters}
              htmlInput={{ inputMode: 'tel' }}
            />
          </Box>
          <FormTextField name="message" label="Message" required multiline minRows={5} />
          <FormCheckbox name="policy" label="I have read and agree to the privacy policy" />
          <Box>
            <FormSubmitButton endIcon={<SendRounded />} sx={{ minWidth: { sm: 220 } }}>
              Send Message
            </FormSubmitButton>
          </Box>
        </>
      )}
    </DeferredForm>
  );
};
