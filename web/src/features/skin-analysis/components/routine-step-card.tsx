import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RoutinePick, RoutineStepResult } from '@shop/contract';
import { ROUTINE_STEP_LABELS } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { CartControls } from '@/features/cart/components/cart-controls';
import { ProductImage } from '@/components/product-card/product-image';
import { paths } from '@/config/paths';
import { formatPrice } from '@/utils/format';

const Reasons = ({ reasons }: { reasons: string[] }) => (
  <Box component="ul" aria-label="Why" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
    {reasons.map((reason) => (
      <Typography component="li" variant="body2" key={reason} sx={{ display: 'flex', gap: 0.75, alignItems: 'start' }}>
        <Box component="span" aria-hidden="true" sx={{ color: 'primary.main', fontWeight: 700 }}>
          ✓
        </Box>
        {reason}
      </Typography>
    ))}
  </Box>
);

const ProductLink = ({ pick }: { pick: RoutinePick }) => (
  <Link component={RouterLink} to={paths.product.getHref(pick.product._id)} color="inherit" underline="hover">
    {pick.product.title}
  </Link>
);

/** One step of the routine: its pick with the reasons, an alternative, or why it is empty. */
export const RoutineStepCard = ({ result, index }: { result: RoutineStepResult; index: number }) => {
  const { step, pick, alternative } = result;
  const label = ROUTINE_STEP_LABELS[step];
  return (
    <Box
      component="li"
      aria-label={`Step ${index + 1}: ${label}`}
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 2, md: 3 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="overline" color="primary" component="h2">
        Step {index + 1} · {label}
      </Typography>
      {pick ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '88px 1fr', sm: '120px 1fr' }, gap: { xs: 2, sm: 3 } }}>
          <ProductImage src={pick.product.image} alt="" sx={{ borderRadius: 3 }} />
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
            <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              <ProductLink pick={pick} />
            </Typography>
            <Typography color="text.secondary">
              {formatPrice(pick.product.price)}
              {pick.product.size ? ` · ${pick.product.size}` : ''}
            </Typography>
            <Reasons reasons={pick.reasons} />
            <CartControls
              productId={pick.product._id}
              title={pick.product.title}
              sx={{ justifySelf: 'start', mt: 1 }}
            />
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">
          Nothing in the shop fits this step for your answers yet, so we left it empty rather than suggest the wrong
          product.
        </Typography>
      )}
      {alternative && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Or try:{' '}
            </Box>
            <ProductLink pick={alternative} /> · {formatPrice(alternative.product.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {alternative.reasons.join(' · ')}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
