import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { DeferredForm } from '@/components/form/deferred-form';
import { notify } from '@/lib/notify';

// A plain input: MUI's InputBase would bring its textarea machinery into every page's footer.
const EmailInput = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: '4px 0 5px',
  border: 0,
  outline: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  '&::placeholder': { color: 'rgba(251, 241, 234, 0.7)', opacity: 1 },
});

const initialValues = { email: '' };
const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.newsletterSchema);

/** Signs up for the newsletter: a thank-you toast only (there is no mailing list behind it). */
export const NewsletterForm = () => {
  return (
    <DeferredForm
      initialValues={initialValues}
      loadSchema={loadSchema}
      validateOnBlur={false}
      onSubmit={(_values, { resetForm }) => {
        notify('Thank you for subscribing!', 'success');
        resetForm({ values: initialValues });
      }}
      aria-label="Newsletter sign-up"
    >
      {(form) => {
        const error = form.submitCount > 0 ? form.error('email') : undefined;
        const emailField = form.field('email');
        return (
          <>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 0.75,
                pl: 2.25,
                borderRadius: 999,
                border: '1px solid',
                borderColor: error ? '#f0a596' : 'rgba(251, 241, 234, 0.28)',
                bgcolor: 'rgba(251, 241, 234, 0.06)',
                transition: 'border-color 160ms ease',
                '&:focus-within': { borderColor: '#f3c9bd' },
                // The button's colours are the field's: the button then shares the header's "Sign up" class
                // of CSS instead of each page carrying one more.
                '& button': { bgcolor: '#f3d9d0', color: '#3a1f1b', flexShrink: 0, '&:hover': { bgcolor: '#fbe9e2' } },
              }}
            >
              <EmailInput
                type="email"
                autoComplete="email"
                placeholder="Your email address"
                {...emailField}
                value={emailField.value as string | undefined}
                defaultValue={emailField.defaultValue as string | undefined}
                aria-label="Email address"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'newsletter-error' : undefined}
              />
              {/* Enabled in the server's HTML, so drawn in its colours: a press while the footer hydrates is
                  taken as React hydrates it, and one before the scripts run sends nothing (method dialog). */}
              <Button type="submit" variant="contained" size="small" sx={{ whiteSpace: 'nowrap' }}>
                Subscribe
              </Button>
            </Box>
            <Typography
              id="newsletter-error"
              role={error ? 'alert' : undefined}
              sx={{ minHeight: '1.5em', mt: 0.75, pl: 2.25, fontSize: '0.8rem', color: '#f5b4a7' }}
            >
              {error}
            </Typography>
          </>
        );
      }}
    </DeferredForm>
  );
};
