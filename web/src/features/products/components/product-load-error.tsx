import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorCard } from '@/components/error-card';
import { paths } from '@/config/paths';

interface ProductLoadErrorProps {
  message: string;
  /** The HTTP status: 500 can be tried again; anything else (404...) leads back to the list. */
  code: number;
  onRetry: () => void;
}

export const ProductLoadError = ({ message, code, onRetry }: ProductLoadErrorProps) => (
  <ErrorCard
    title={code === 404 ? 'This product is not here' : 'We couldn’t load this product'}
    message={message}
    retryLabel="Try again"
    onRetry={code === 500 ? onRetry : undefined}
    action={
      code === 500 ? undefined : (
        <Button
          component={RouterLink}
          to={paths.products.getHref()}
          variant="contained"
          startIcon={<ArrowBackRounded />}
        >
          Back
        </Button>
      )
    }
  />
);
