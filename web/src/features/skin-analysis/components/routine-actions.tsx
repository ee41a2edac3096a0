import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Routine, SkinAnswers } from '@shop/contract';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatPrice } from '@/utils/format';
import { useRoutineCart } from '../hooks/use-routine-cart';
import { useSaveProfile } from '../hooks/use-save-profile';
import { loginReturningTo } from '../lib/wizard';

const cartMessage = (added: number, total: number, message: string) =>
  added === total
    ? `Your routine is in your cart: ${added} ${added === 1 ? 'product' : 'products'} added.`
    : `${added} of ${total} products were added to your cart. ${message}`;

/** The total, "add the whole routine to the cart" and "save my skin profile", with their outcomes. */
export const RoutineActions = ({ routine, answers }: { routine: Routine; answers: SkinAnswers }) => {
  const { state: cart, add, isLoggedIn } = useRoutineCart(routine);
  const { state: saved, save } = useSaveProfile(answers);
  const { pathname, search } = useLocation();
  const picks = routine.steps.filter(({ pick }) => pick).length;

  return (
    <Box
      component="section"
      aria-label="Your routine's total"
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 2, md: 3 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="h5" component="p">
        Total: {formatPrice(routine.totalPrice)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" disabled={!picks || cart.status === 'adding'} onClick={add}>
          {cart.status === 'adding' ? 'Adding your routine…' : 'Add the whole routine to the cart'}
        </Button>
        {isLoggedIn ? (
          <Button variant="outlined" size="large" disabled={saved.status === 'saving'} onClick={save}>
            Save my skin profile
          </Button>
        ) : (
          <Button component={RouterLink} to={loginReturningTo(`${pathname}${search}`)} variant="outlined" size="large">
            Sign in to save your skin profile
          </Button>
        )}
      </Box>
      <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
        {cart.status === 'done' && (
          <Typography color={cart.added === cart.total ? 'success.main' : 'error'}>
            {cartMessage(cart.added, cart.total, cart.message)}{' '}
            {cart.added > 0 && (
              <Link component={RouterLink} to={paths.panel.cart.getHref()}>
                View cart
              </Link>
            )}
          </Typography>
        )}
        {saved.status === 'done' && (
          <Typography color={saved.success ? 'success.main' : 'error'}>
            {saved.success ? 'Your skin profile is saved: it shows on your dashboard.' : saved.message}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
