import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';

export const SAMPLE_ADMIN = { username: 'mainadmin', password: 'Main12345' } as const;

const Credential = ({ label, value }: { label: string; value: string }) => (
  <Typography sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
    </Box>
    <Box component="strong" sx={{ fontWeight: 500, letterSpacing: '0.04em' }}>
      {value}
    </Box>
  </Typography>
);

export const WelcomeDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const goToSignIn = () => {
    onClose();
    void navigate(paths.login.getHref());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="welcome-title"
      aria-describedby="welcome-description"
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 4 }}>
        <BrandMark size={52} />
      </Box>
      <DialogTitle id="welcome-title" component="h2" sx={{ textAlign: 'center', pb: 1 }}>
        <Typography variant="overline" component="span" color="primary" sx={{ display: 'block' }}>
          Demo shop
        </Typography>
        <Typography variant="h4" component="span" sx={{ display: 'block' }}>
          Welcome to {brand.name}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        {/* Two short paragraphs: they read better in a small dialog than one block of text. */}
        <Box id="welcome-description" sx={{ display: 'grid', gap: 1, textAlign: 'center' }}>
          <Typography color="text.secondary">
            This is a demo shop built as a work sample, not a real store: nothing is for sale and no order is shipped.
          </Typography>
          <Typography color="text.secondary">
            Explore it freely, including the admin area, with the sample Main Admin account.
          </Typography>
        </Box>
        <Box
          sx={(theme) => ({
            p: 2.25,
            borderRadius: 2,
            border: '1px dashed',
            borderColor: 'primary.light',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
            display: 'grid',
            gap: 0.75,
          })}
        >
          <Typography variant="overline" component="h3" sx={{ lineHeight: 1.6 }}>
            Sample Main Admin
          </Typography>
          <Credential label="Username" value={SAMPLE_ADMIN.username} />
          <Credential label="Password" value={SAMPLE_ADMIN.password} />
        </Box>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{ px: 3, pb: 3, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, '& > *': { flex: 1 } }}
      >
        <Button onClick={onClose} variant="outlined" fullWidth>
          Browse the shop
        </Button>
        <Button onClick={goToSignIn} variant="contained" fullWidth>
          Go to Sign In
        </Button>
      </DialogActions>
    </Dialog>
  );
};
