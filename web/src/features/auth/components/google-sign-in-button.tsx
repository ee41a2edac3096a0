import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { GoogleIcon } from './google-icon';

interface GoogleSignInButtonProps {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

export const GoogleSignInButton = ({ busy, disabled, onClick }: GoogleSignInButtonProps) => (
  <Button
    type="button"
    variant="outlined"
    size="large"
    fullWidth
    onClick={onClick}
    disabled={busy || disabled}
    aria-busy={busy}
    startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <GoogleIcon />}
    sx={{ color: 'text.primary', borderColor: 'divider', bgcolor: 'background.paper' }}
  >
    Continue With Google
  </Button>
);
