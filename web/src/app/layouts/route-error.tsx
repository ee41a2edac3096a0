import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';

/** Shown when a screen fails to render or its code fails to download (e.g. after a new release). */
export const RouteError = () => {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something unexpected happened.';

  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <DocumentTitle title="Something went wrong" />
      <Typography variant="h3" component="h1">
        Something went wrong
      </Typography>
      <Typography color="error" sx={{ mt: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mt: 4 }}>
        Try Again
      </Button>
    </Container>
  );
};
