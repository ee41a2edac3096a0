import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { DeferredForm } from '@/components/form/deferred-form';
import { useHydrated } from '@/hooks/use-hydrated';
import { notify } from '@/lib/notify';

const initialValues = { email: '' };
const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.newsletterSchema);

/** Signs up for the newsletter: a thank-you toast only (there is no mailing list behind it). */
export const NewsletterForm = () => {
  const hydrated = useHydrated();

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
              }}
            >
              <InputBase
                type="email"
                autoComplete="email"
                placeholder="Your email address"
                {...form.field('email')}
                readOnly={!hydrated}
                inputProps={{
                  'aria-label': 'Email address',
                  'aria-invalid': Boolean(error),
                  'aria-describedby': error ? 'newsletter-error' : undefined,
                }}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  color: 'inherit',
                  '& input::placeholder': { color: 'rgba(251, 241, 234, 0.7)', opacity: 1 },
                }}
              />
              <Button
                type="submit"
                disabled={!hydrated}
                variant="contained"
                size="small"
                sx={{ bgcolor: '#f3d9d0', color: '#3a1f1b', '&:hover': { bgcolor: '#fbe9e2' }, flexShrink: 0 }}
              >
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
