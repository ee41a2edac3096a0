import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes, styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { SyntheticEvent } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { radii, scrim } from '@/theme/tokens';

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

const appear = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/**
 * The browser's own modal <dialog>: showModal() makes the rest of the page inert, moves focus in, closes
 * on Escape and gives focus back on close. MUI's Dialog would do the same in JavaScript (portal, focus
 * trap, scroll lock, transitions): on a first visit that was most of the home page's blocking time.
 */
const Sheet = styled('dialog')(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    boxSizing: 'border-box',
    width: 'calc(100% - 64px)',
    maxWidth: 444,
    maxHeight: 'calc(100% - 64px)',
    margin: 'auto',
    padding: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    borderRadius: radii.lg,
    border: `1px solid ${vars.palette.divider}`,
    backgroundColor: vars.palette.background.paper,
    color: vars.palette.text.primary,
    boxShadow: '0 40px 80px -30px rgba(35, 20, 18, 0.45)',
    outline: 0,
    '&[open]': { animation: `${appear} 225ms ${theme.transitions.easing.easeOut}` },
    '&::backdrop': scrim,
    '@media (prefers-reduced-motion: reduce)': { '&[open]': { animation: 'none' } },
  };
});

/** Keeps the page behind the dialog from scrolling, without moving it sideways where scroll bars take room. */
const lockPageScroll = (): (() => void) => {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
  };
};

/** Open while mounted: the home page mounts it on a first visit and when asked for the demo details. */
export const WelcomeDialog = ({ onClose }: { onClose: () => void }) => {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closedByPage = useRef(false);

  // A layout effect: its clean-up closes the dialog while it is still in the page, so the browser gives
  // focus back to where it was (removing an open dialog would drop focus to the body). The dialog opens a
  // task after it is added: React's commit and the browser's styling and layout of the opened dialog
  // are then two short tasks, not one long one.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    closedByPage.current = false;
    let unlockPageScroll: (() => void) | null = null;
    const open = setTimeout(() => {
      // The page's scroll is locked before the dialog opens: lockPageScroll reads the layout while it is
      // still clean, and the dialog and the locked page are laid out together, once.
      unlockPageScroll = lockPageScroll();
      dialog.showModal();
      // Focus on the dialog itself (tabIndex -1), not on its first button: a screen reader starts with
      // the title and description, and no focus ring greets a visitor who has not touched the keyboard.
      dialog.focus();
    }, 0);
    return () => {
      clearTimeout(open);
      closedByPage.current = true;
      unlockPageScroll?.();
      dialog.close();
    };
  }, []);

  // Escape (or a back gesture) closes the dialog natively: the page must hear of it too. The event comes
  // a task later: not when the page closed it, nor when it was shown again since (StrictMode remounts).
  const handleNativeClose = () => {
    if (!closedByPage.current && !dialogRef.current?.open) onClose();
  };
  // A click on the dialog element itself is a click on its backdrop: the content covers the rest.
  const handleClick = (event: SyntheticEvent) => {
    if (event.target === event.currentTarget) onClose();
  };
  const goToSignIn = () => {
    onClose();
    void navigate(paths.login.getHref());
  };

  return (
    <Sheet
      ref={dialogRef}
      tabIndex={-1}
      aria-labelledby="welcome-title"
      aria-describedby="welcome-description"
      onClose={handleNativeClose}
      onClick={handleClick}
    >
      <Box sx={{ display: 'grid', gap: 2.5, px: 3, pt: 4, pb: 3 }}>
        <BrandMark size={52} sx={{ justifySelf: 'center' }} />
        <Box component="h2" id="welcome-title" sx={{ m: 0, textAlign: 'center' }}>
          <Typography variant="overline" component="span" color="primary" sx={{ display: 'block' }}>
            Demo shop
          </Typography>
          <Typography variant="h4" component="span" sx={{ display: 'block' }}>
            Welcome to {brand.name}
          </Typography>
        </Box>
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
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            pt: 0.5,
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            '& > *': { flex: 1 },
          }}
        >
          <Button onClick={onClose} variant="outlined" fullWidth>
            Browse the shop
          </Button>
          <Button onClick={goToSignIn} variant="contained" fullWidth>
            Go to Sign In
          </Button>
        </Box>
      </Box>
    </Sheet>
  );
};
