import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cartBadgeLabel, cartLinkLabel, useCartStore } from '@/features/cart/stores/cart';

export const CartLink = ({ onNavigate }: { onNavigate?: () => void }) => {
  const count = useCartStore((state) => state.numOfShopping);
  return (
    <IconButton
      component={RouterLink}
      to={paths.panel.cart.getHref()}
      aria-label={cartLinkLabel(count)}
      onClick={onNavigate}
    >
      <Badge
        badgeContent={cartBadgeLabel(count)}
        invisible={count === 0}
        color="primary"
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <ShoppingBagOutlined />
      </Badge>
    </IconButton>
  );
};
