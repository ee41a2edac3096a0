import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { STOCK_ALERT_TEXTS } from '@shop/contract';
import { useId, useState, type FormEvent } from 'react';
import { useSessionStore } from '@/features/auth/stores/session';
import { useEarlyInput } from '@/hooks/use-early-input';
import { useHydrated } from '@/hooks/use-hydrated';
import { subscribeToStock } from '../api/stock-alerts';

export interface NotifyMeProps {
  productId: string;
  /** The chosen shade or size, on a product that comes in them. */
  variantId?: string;
}

/**
 * A plain input in the theme's outlined look: MUI's TextField would bring its input family into this
 * part, and sharing it with the forms regrouped those modules into the products page's first load.
 */
const inputSx: SxProps<Theme> = (theme) => ({
  fontFamily: 'inherit',
  fontSize: '1rem',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 44,
  px: 1.75,
  borderRadius: '12px',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: (theme.vars ?? theme).palette.error.main },
});

/**
 * "Notify me when it's back" where a sold-out product's (or shade's) Add to Cart would be: one button
 * for a signed-in customer (their confirmed address; asked for one when they have none), an address
 * field and the button for a visitor; then what the shop will do. The page hands a new one for each
 * shade (a `key`), so a choice starts afresh.
 */
const NotifyMe = ({ productId, variantId }: NotifyMeProps) => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const hydrated = useHydrated();
  const fieldId = useId();
  const [subscribed, setSubscribed] = useState(false);
  const [needsAddress, setNeedsAddress] = useState(false);
  const [email, setEmail] = useState('');
  // An address typed into the server's field before the page is interactive is kept, not cleared.
  const emailRef = useEarlyInput<HTMLInputElement>('', (typed) => setEmail(String(typed)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const withField = !isLoggedIn || needsAddress;

  const subscribe = async (address?: string) => {
    setBusy(true);
    setError(null);
    const result = await subscribeToStock({ productId, variantId, ...(address ? { email: address } : {}) });
    setBusy(false);
    if (result.success) return setSubscribed(true);
    const fieldMessage = result.errors?.email;
    if (fieldMessage) setNeedsAddress(true);
    setError(fieldMessage ?? result.message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void subscribe(email.trim());
  };

  if (subscribed)
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 1.25, alignItems: 'center', maxWidth: 400, color: 'success.main', fontWeight: 600 }}
      >
        <NotificationsActiveOutlined aria-hidden="true" />
        <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{STOCK_ALERT_TEXTS.subscribed}</Typography>
      </Box>
    );

  const message = error && (
    <Typography id={`${fieldId}-error`} role="alert" variant="body2" sx={{ color: 'error.main' }}>
      {error}
    </Typography>
  );

  const button = (
    <Button
      type={withField ? 'submit' : 'button'}
      variant="outlined"
      size="large"
      fullWidth
      disabled={!hydrated || busy}
      startIcon={<NotificationsActiveOutlined />}
      onClick={withField ? undefined : () => void subscribe()}
    >
      {STOCK_ALERT_TEXTS.notifyMe}
    </Button>
  );

  if (!withField)
    return (
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 400 }}>
        {button}
        {message}
      </Box>
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={STOCK_ALERT_TEXTS.notifyMe}
      sx={{ display: 'grid', gap: 1, maxWidth: 400 }}
    >
      <Typography component="label" htmlFor={fieldId} variant="body2" sx={{ fontWeight: 600 }}>
        {STOCK_ALERT_TEXTS.emailLabel}
      </Typography>
      <Box
        component="input"
        ref={emailRef}
        id={fieldId}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="name@example.com"
        value={email}
        onChange={(event: { target: { value: string } }) => setEmail(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        sx={inputSx}
      />
      {message}
      {button}
    </Box>
  );
};

export default NotifyMe;
