import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useSessionStore } from '@/features/auth/stores/session';

interface AccountActionsProps {
  layout: 'bar' | 'panel';
  onNavigate?: () => void;
}

interface AccountLinkProps {
  to: string;
  label: string;
  icon?: ReactNode;
  inPanel: boolean;
  onNavigate?: () => void;
}

/** In the bar, an icon link whose label shows from lg up (its name stays the label); in the panel, a button. */
const AccountLink = ({ to, label, icon, inPanel, onNavigate }: AccountLinkProps) =>
  inPanel ? (
    <Button component={RouterLink} to={to} onClick={onNavigate} startIcon={icon} variant="outlined">
      {label}
    </Button>
  ) : (
    <Button
      component={RouterLink}
      to={to}
      onClick={onNavigate}
      startIcon={icon}
      aria-label={label}
      title={icon ? label : undefined}
      sx={{
        color: 'text.primary',
        px: 1.5,
        minWidth: 0,
        whiteSpace: 'nowrap',
        '& .MuiButton-startIcon': icon ? { mx: { md: 0, lg: 0 }, mr: { lg: 1 } } : {},
      }}
    >
      <Box component="span" sx={icon ? { display: { xs: 'none', lg: 'inline' } } : undefined}>
        {label}
      </Box>
    </Button>
  );

export const AccountActions = ({ layout, onNavigate }: AccountActionsProps) => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const signOut = useSignOut();
  const inPanel = layout === 'panel';

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: inPanel ? 1.5 : 0.5,
        flexDirection: inPanel ? 'column' : 'row',
        '& > *': inPanel ? { width: '100%' } : {},
      }}
    >
      {isLoggedIn ? (
        <>
          <AccountLink
            to={paths.panel.profile.getHref()}
            label="Profile"
            icon={<PersonOutlineRounded />}
            inPanel={inPanel}
            onNavigate={onNavigate}
          />
          {isAdmin && (
            <AccountLink
              to={paths.admin.root.getHref()}
              label="Managing"
              icon={<AdminPanelSettingsOutlined />}
              inPanel={inPanel}
              onNavigate={onNavigate}
            />
          )}
          <Button
            onClick={() => void signOut()}
            startIcon={<LogoutRounded />}
            variant={inPanel ? 'contained' : 'outlined'}
            size={inPanel ? 'medium' : 'small'}
            sx={{ whiteSpace: 'nowrap', ml: inPanel ? 0 : 0.5 }}
          >
            Sign Out
          </Button>
        </>
      ) : (
        <>
          <AccountLink to={paths.login.getHref()} label="Sign in" inPanel={inPanel} onNavigate={onNavigate} />
          <Button
            component={RouterLink}
            to={paths.register.getHref()}
            onClick={onNavigate}
            variant="contained"
            size={inPanel ? 'medium' : 'small'}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Sign up
          </Button>
        </>
      )}
    </Box>
  );
};
