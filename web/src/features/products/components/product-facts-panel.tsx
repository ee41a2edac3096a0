import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contract';
import { CONCERN_LABELS, ROUTINE_STEP_LABELS, SKIN_TYPE_LABELS } from '@shop/contract';
import type { ReactNode } from 'react';
import { FreeFromBadges } from '@/components/product-facts/free-from-badges';

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, gap: { xs: 0, sm: 2 } }}>
    <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
      {term}
    </Typography>
    <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/** What is in the jar: free-from badges, the facts a shopper checks, and the full ingredient list. */
export const ProductFactsPanel = ({ product }: { product: Product }) => (
  <Box component="section" aria-labelledby="product-facts-title" sx={{ display: 'grid', gap: 1.5 }}>
    <Typography id="product-facts-title" component="h2" variant="overline" color="text.secondary">
      What is in the jar
    </Typography>
    <FreeFromBadges freeFrom={product.freeFrom} />
    <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
      {product.keyIngredients.length > 0 && <Fact term="Key ingredients">{product.keyIngredients.join(', ')}</Fact>}
      {product.skinTypes.length > 0 && (
        <Fact term="Suits skin types">{product.skinTypes.map((id) => SKIN_TYPE_LABELS[id]).join(', ')}</Fact>
      )}
      {product.concerns.length > 0 && (
        <Fact term="Concerns">{product.concerns.map((id) => CONCERN_LABELS[id]).join(', ')}</Fact>
      )}
      {product.routineStep && <Fact term="Routine step">{ROUTINE_STEP_LABELS[product.routineStep]}</Fact>}
      {product.size && <Fact term="Size">{product.size}</Fact>}
    </Box>
    {product.ingredients && (
      <Box
        component="details"
        sx={{
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          py: 1.25,
          '& > summary': { cursor: 'pointer', fontWeight: 600, fontSize: '0.95rem' },
        }}
      >
        <summary>Full ingredient list</summary>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {product.ingredients}
        </Typography>
      </Box>
    )}
  </Box>
);
