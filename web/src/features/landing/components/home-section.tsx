import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { contentVisibilityAuto } from '@/utils/content-visibility';

/**
 * One block of the home page: a labelled section with the page's rhythm of whitespace, rendered by the
 * browser only when near the screen.
 */
export const HomeSection = ({
  labelledBy,
  children,
  sx,
}: {
  labelledBy: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) => (
  <Container
    maxWidth="xl"
    component="section"
    aria-labelledby={labelledBy}
    sx={[{ py: { xs: 5, md: 7 }, ...contentVisibilityAuto(640) }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {children}
  </Container>
);
