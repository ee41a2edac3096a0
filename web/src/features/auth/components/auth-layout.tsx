import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { DocumentTitle } from '@/components/document-title';

const perks = [
  'Your cart, kept on every device',
  'Order history and quick re-orders',
  'Vegan, cruelty-free formulas only',
] as const;

const BrandPanel = ({ heading }: { heading: string }) => (
  <Box
    aria-hidden="true"
    sx={(theme) => ({
      display: { xs: 'none', md: 'flex' },
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: 6,
      p: 6,
      color: '#fbf1ea',
      background: 'linear-gradient(160deg, #9b5246 0%, #663e55 58%, #38212f 100%)',
      position: 'relative',
      overflow: 'hidden',
      '&::after': {
        content: '""',
        position: 'absolute',
        width: 420,
        height: 420,
        right: -160,
        bottom: -160,
        borderRadius: '50%',
        background: 'radial-gradient(circle, rgba(251, 241, 234, 0.22), transparent 65%)',
      },
      ...theme.applyStyles('dark', {
        background: 'linear-gradient(160deg, #5f312a 0%, #38212f 60%, #1b1718 100%)',
      }),
    })}
  >
    <BrandMark size={48} />
    <Box sx={{ display: 'grid', gap: 3, position: 'relative', zIndex: 1 }}>
      <Typography sx={{ fontFamily: 'h1.fontFamily', fontSize: '2.1rem', lineHeight: 1.2 }}>{heading}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {perks.map((perk) => (
          <Box component="li" key={perk} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CheckRounded fontSize="small" sx={{ opacity: 0.85 }} />
            <Typography variant="body2" sx={{ color: 'inherit', opacity: 0.9 }}>
              {perk}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
    <Typography variant="caption" sx={{ opacity: 0.7, letterSpacing: '0.2em', textTransform: 'uppercase' }}>
      Aurelle Beauty · Clean make-up & skincare
    </Typography>
  </Box>
);

interface AuthLayoutProps {
  title: string;
  eyebrow: string;
  intro: string;
  panelHeading: string;
  children: ReactNode;
}

/** The sign-in and sign-up pages: a brand panel beside the form on wide screens, the form alone below. */
export const AuthLayout = ({ title, eyebrow, intro, panelHeading, children }: AuthLayoutProps) => (
  <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 6, md: 9 } }}>
    <DocumentTitle title={title} />
    <Box
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '0.85fr 1fr' },
        maxWidth: { xs: 560, md: 'none' },
        mx: 'auto',
        borderRadius: { xs: 2, md: 3 },
        overflow: 'hidden',
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        bgcolor: 'background.paper',
        boxShadow: '0 40px 80px -48px rgba(66, 34, 29, 0.45)',
      })}
    >
      <BrandPanel heading={panelHeading} />
      <Box sx={{ px: { xs: 2.5, sm: 6, lg: 8 }, py: { xs: 4, sm: 6 }, display: 'grid', gap: 3, alignContent: 'start' }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="overline" color="primary">
            {eyebrow}
          </Typography>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{intro}</Typography>
        </Box>
        {children}
      </Box>
    </Box>
  </Container>
);
