import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One block of the home page: a labelled section with the page's rhythm of whitespace. */
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
    sx={[{ py: { xs: 5, md: 7 } }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {children}
  </Container>
);
