import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSignOutEverywhere } from '@/features/auth/hooks/use-sign-out-everywhere';
import { panelCardSx } from './panel-card';

const HEADING_ID = 'sign-out-everywhere-heading';

/** The profile's "Sign out of all devices": ends every session of the account, this one included. */
export const SignOutEverywhereCard = () => {
  const { signOutEverywhere, pending } = useSignOutEverywhere();
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ ...panelCardSx, gap: 1.5 }}>
      <Typography id={HEADING_ID} variant="h6" component="h2">
        Your devices
      </Typography>
      <Typography color="text.secondary">
        Signed in on a phone or computer you no longer use? Sign out everywhere, this device too, and sign in again
        here.
      </Typography>
      <Button
        variant="outlined"
        color="error"
        disabled={pending}
        onClick={() => void signOutEverywhere()}
        sx={{ justifySelf: 'start' }}
      >
        Sign out of all devices
      </Button>
    </Box>
  );
};
