import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CONFIRM_EMAIL_TOKEN_PARAM, EMAIL_LINK_INVALID } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { paths } from '@/config/paths';
import { confirmEmail } from '../api/mail-address';

type Confirmation = { state: 'pending' } | { state: 'confirmed'; email: string } | { state: 'failed'; message: string };

export const CONFIRMING_TEXT = 'Confirming your e-mail address…';
export const CONFIRMED_TITLE = 'Your e-mail address is confirmed';
export const NOT_CONFIRMED_TITLE = 'We could not confirm your address';

/** Confirms the link's token once, as the page opens (no sign-in needed: the token names the account). */
const useConfirmation = (token: string | null): Confirmation => {
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    token ? { state: 'pending' } : { state: 'failed', message: EMAIL_LINK_INVALID },
  );
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    void confirmEmail(token).then((result) =>
      setConfirmation(
        result.success && result.body
          ? { state: 'confirmed', email: result.body.email }
          : { state: 'failed', message: result.message },
      ),
    );
  }, [token]);
  return confirmation;
};

/** The confirmation mail's page: says the address is confirmed, or why not with a way to the profile. */
export const ConfirmEmailRoute = () => {
  const [params] = useSearchParams();
  const confirmation = useConfirmation(params.get(CONFIRM_EMAIL_TOKEN_PARAM));
  const title =
    confirmation.state === 'pending'
      ? CONFIRMING_TEXT
      : confirmation.state === 'confirmed'
        ? CONFIRMED_TITLE
        : NOT_CONFIRMED_TITLE;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <DocumentTitle title="Confirm your e-mail" />
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {confirmation.state === 'confirmed' && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Your order e-mails now go to {confirmation.email}.
          </Typography>
        )}
        {confirmation.state === 'failed' && (
          <Typography color="text.secondary">
            {confirmation.message}. Open your profile to see your address or send a new link.
          </Typography>
        )}
      </Box>
      {confirmation.state !== 'pending' && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
          <Button component={RouterLink} to={paths.panel.profile.getHref()} variant="contained">
            Go to your profile
          </Button>
          <Button component={RouterLink} to={paths.products.getHref()} variant="outlined">
            Browse products
          </Button>
        </Box>
      )}
    </Container>
  );
};
