import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { STOCK_ALERT_TEXTS, UNSUBSCRIBE_TOKEN_PARAM } from '@shop/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { paths } from '@/config/paths';
import { unsubscribeFromStock } from '../api/stock-alerts';

type Outcome = { status: 'ending' } | { status: 'ended'; message: string } | { status: 'failed'; message: string };

const TITLES: Record<Outcome['status'], string> = {
  ending: 'Ending your alert…',
  ended: 'Alert ended',
  failed: 'This link did not work',
};

/**
 * /unsubscribe?token=: the "Back in stock" mail's one-click link. Opening it ends the alert (no sign-in:
 * the token is the shop's signature) and says so.
 */
export const UnsubscribeRoute = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(UNSUBSCRIBE_TOKEN_PARAM) ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'ending' });

  useEffect(() => {
    let current = true;
    void unsubscribeFromStock(token).then((result) => {
      if (!current) return;
      setOutcome(
        result.success
          ? { status: 'ended', message: result.message || STOCK_ALERT_TEXTS.unsubscribed }
          : { status: 'failed', message: result.message },
      );
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <DocumentTitle title="Unsubscribe" />
      <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>
        <NotificationsOffOutlined />
      </Box>
      <Box role={outcome.status === 'failed' ? 'alert' : 'status'}>
        <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
          {TITLES[outcome.status]}
        </Typography>
        {outcome.status !== 'ending' && (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {outcome.message}
          </Typography>
        )}
      </Box>
      <Button component={RouterLink} to={paths.products.getHref()} variant="contained" sx={{ mt: 4 }}>
        Keep shopping
      </Button>
    </Container>
  );
};

/** The route module's screen, as the router's lazy route takes it. */
export { UnsubscribeRoute as Component };
