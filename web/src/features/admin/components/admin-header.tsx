import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useSessionStore } from '@/features/auth/stores/session';

/** Below sm the buttons show their icons only (their names stay their labels). */
const wideLabel = { display: { xs: 'none', sm: 'inline' } } as const;
const compact = {
  minWidth: 0,
  px: { xs: 1.25, sm: 2 },
  '& .MuiButton-startIcon': { mx: { xs: 0, sm: 0 }, mr: { sm: 1 } },
} as const;

interface AdminHeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The signed-in admin's name, the theme toggle, Back to the account area and Sign Out. */
export const AdminHeader = ({ menuOpen, onOpenMenu }: AdminHeaderProps) => {
  const firstname = useSessionStore((state) => state.firstname);
  const lastname = useSessionStore((state) => state.lastname);
  const signOut = useSignOut();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {/* The page's own 16 px gutter on the right, so Sign Out never meets the screen's edge. */}
      <Toolbar sx={{ gap: 1, pl: { xs: 1, sm: 2 }, pr: 2 }}>
        <IconButton
          onClick={onOpenMenu}
          aria-label="Open the admin menu"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          sx={{ display: { md: 'none' } }}
        >
          <MenuRounded />
        </IconButton>
        <Typography
          component="p"
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {firstname} {lastname}
        </Typography>
        <ThemeToggle />
        <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 } }}>
          <Button
            component={RouterLink}
            to={paths.panel.root.getHref()}
            startIcon={<ArrowBackRounded />}
            aria-label="Back"
            sx={{ ...compact, color: 'text.primary' }}
          >
            <Box component="span" sx={wideLabel}>
              Back
            </Box>
          </Button>
          <Button
            onClick={() => void signOut()}
            startIcon={<LogoutRounded />}
            variant="outlined"
            aria-label="Sign Out"
            sx={{ ...compact, whiteSpace: 'nowrap' }}
          >
            <Box component="span" sx={wideLabel}>
              Sign Out
            </Box>
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
};
