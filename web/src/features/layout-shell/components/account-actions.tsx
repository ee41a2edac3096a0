import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSessionStore } from '@/stores/session';

interface AccountActionsProps {
  layout: 'bar' | 'panel';
  onNavigate?: () => void;
}

export const AccountActions = ({ layout, onNavigate }: AccountActionsProps) => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const signOut = useSignOut();
  const inPanel = layout === 'panel';
  const textButtonSx = { color: 'text.primary', px: inPanel ? 2.5 : 1.5, minWidth: 0 } as const;

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
          <Button
            component={RouterLink}
            to={paths.panel.profile.getHref()}
            onClick={onNavigate}
            startIcon={<PersonOutlineRounded />}
            variant={inPanel ? 'outlined' : 'text'}
            sx={inPanel ? undefined : textButtonSx}
          >
            Profile
          </Button>
          {isAdmin && (
            <Button
              component={RouterLink}
              to={paths.admin.root.getHref()}
              onClick={onNavigate}
              startIcon={<AdminPanelSettingsOutlined />}
              variant={inPanel ? 'outlined' : 'text'}
              sx={inPanel ? undefined : textButtonSx}
            >
              Managing
            </Button>
          )}
          <Button
            onClick={() => void signOut()}
            startIcon={<LogoutRounded />}
            variant={inPanel ? 'contained' : 'outlined'}
            size={inPanel ? 'medium' : 'small'}
          >
            Sign Out
          </Button>
        </>
      ) : (
        <>
          <Button
            component={RouterLink}
            to={paths.login.getHref()}
            onClick={onNavigate}
            variant={inPanel ? 'outlined' : 'text'}
            sx={inPanel ? undefined : textButtonSx}
          >
            Sign in
          </Button>
          <Button
            component={RouterLink}
            to={paths.register.getHref()}
            onClick={onNavigate}
            variant="contained"
            size={inPanel ? 'medium' : 'small'}
          >
            Sign up
          </Button>
        </>
      )}
    </Box>
  );
};
