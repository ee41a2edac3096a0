import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { loveButtonLabel } from '@shop/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app';
import { useSessionStore } from '@/features/auth/stores/session';
import { rememberPendingLove } from '../lib/pending-love';
import { addLove, loadLoves, removeLove, useLovesStore } from '../stores/loves';

interface LoveHeartProps {
  productId: string;
  title: string;
  sx?: SxProps<Theme>;
}

/**
 * The heart of a card or a product page: a toggle button named "Love <title>", pressed when the
 * signed-in customer loves the product. Unpressed in the server's HTML and while hydrating (the stores
 * start empty there), so a visitor's page renders the same for everyone. A visitor who taps it goes to
 * sign in and comes back; the love is written then (stores/loves.ts loadLoves).
 */
const LoveHeart = ({ productId, title, sx }: LoveHeartProps) => {
  const userId = useSessionStore((state) => state.userId);
  const loved = useLovesStore((state) => state.userId === userId && state.lovedIds.has(productId));
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (userId) void loadLoves(userId);
  }, [userId]);

  // Read when pressed, not subscribed to: the shop initializes after the page hydrates, and a heart
  // that rendered again then would render every card's heart again on a visitor's first load.
  const toggle = () => {
    if (!useAppStore.getState().initialized) return;
    if (!userId) {
      rememberPendingLove(productId);
      void navigate(paths.login.getHref(`${location.pathname}${location.search}`));
      return;
    }
    if (useLovesStore.getState().writing.has(productId)) return;
    void (loved ? removeLove(productId) : addLove(productId));
  };

  return (
    <IconButton
      aria-pressed={loved}
      aria-label={loveButtonLabel(title)}
      onClick={toggle}
      sx={[
        {
          color: loved ? 'primary.main' : 'text.secondary',
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {loved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </IconButton>
  );
};

export default LoveHeart;
