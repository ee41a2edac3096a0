import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToaster } from '@/lib/notify';

const BrandedSnackbar = styled(MaterialDesignContent)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.95rem',
    borderRadius: 12,
    boxShadow: '0 18px 40px -18px rgba(35, 20, 18, 0.55)',
    '&.notistack-MuiContent-default': { backgroundColor: palette.text.primary, color: palette.background.default },
    '&.notistack-MuiContent-success': { backgroundColor: palette.success.main, color: palette.success.contrastText },
    '&.notistack-MuiContent-error': { backgroundColor: palette.error.main, color: palette.error.contrastText },
    '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.main, color: palette.warning.contrastText },
    '&.notistack-MuiContent-info': { backgroundColor: palette.info.main, color: palette.info.contrastText },
  };
});

const variants = {
  default: BrandedSnackbar,
  success: BrandedSnackbar,
  error: BrandedSnackbar,
  warning: BrandedSnackbar,
  info: BrandedSnackbar,
};

/** notistack with the shop's colours (5 s auto-close, the library default, unless a toast asks otherwise), fed by lib/notify. */
export const AppSnackbars = () => {
  useEffect(
    () =>
      connectToaster(({ message, variant, id, replaces, autoHideMs }) => {
        if (replaces) closeSnackbar(replaces);
        enqueueSnackbar(message, {
          variant,
          key: id,
          persist: autoHideMs === null,
          ...(autoHideMs ? { autoHideDuration: autoHideMs } : {}),
        });
      }),
    [],
  );
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} Components={variants} />
  );
};
