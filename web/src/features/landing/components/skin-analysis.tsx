import EastRounded from '@mui/icons-material/EastRounded';
import FaceRetouchingNaturalOutlined from '@mui/icons-material/FaceRetouchingNaturalOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { IconBadge } from '@/components/icon-badge';
import { paths } from '@/config/paths';
import { HomeSection } from './home-section';

const steps = ['Tell us about your skin', 'Get a routine made for you', 'Try it with confidence'] as const;

export const SkinAnalysis = () => (
  <HomeSection labelledBy="skin-analysis-title">
    <Box
      sx={(theme) => ({
        borderRadius: { xs: 4, md: 6 },
        px: { xs: 3, sm: 6, md: 8 },
        py: { xs: 5, md: 7 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
        bgcolor: 'background.paper',
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      })}
    >
      <IconBadge size={{ xs: 72, md: 112 }} iconSize={{ xs: 36, md: 54 }}>
        <FaceRetouchingNaturalOutlined />
      </IconBadge>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="skin-analysis-title" variant="h4" component="h2">
          <Box
            component="span"
            sx={{
              // Above the title on phones, so the title does not wrap around it.
              display: { xs: 'table', sm: 'inline-block' },
              mb: { xs: 1.25, sm: 0 },
              px: 1.25,
              py: 0.25,
              borderRadius: 99,
              verticalAlign: 'middle',
              lineHeight: 1.6,
              fontFamily: 'body1.fontFamily',
              fontSize: '0.72rem',
              fontWeight: 500,
              letterSpacing: '0.18em',
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
            }}
          >
            NEW
          </Box>{' '}
          Virtual Skincare Analysis
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          A few minutes and a handful of questions are all our skin experts need to suggest a routine that suits your
          skin type, concerns and climate.
        </Typography>
        <Box
          component="ol"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 } }}
        >
          {steps.map((step, index) => (
            <Typography
              component="li"
              variant="body2"
              key={step}
              sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
            >
              <Box component="span" sx={{ color: 'primary.main', fontWeight: 500 }}>
                0{index + 1}
              </Box>
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
      <Link
        component={RouterLink}
        to={paths.skinAnalysis.getHref()}
        underline="always"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          fontWeight: 500,
          letterSpacing: '0.06em',
          textUnderlineOffset: 6,
          whiteSpace: 'nowrap',
        }}
      >
        answer the Questionnaire
        <EastRounded fontSize="small" aria-hidden="true" />
      </Link>
    </Box>
  </HomeSection>
);
