import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProductsMessage } from './products-message';

interface ProductLoadErrorProps {
  message: string;
  /** The HTTP status: 500 can be tried again; anything else (404...) leads back to the list. */
  code: number;
  onRetry: () => void;
}

export const ProductLoadError = ({ message, code, onRetry }: ProductLoadErrorProps) => (
  <ProductsMessage
    role="alert"
    icon={<ErrorOutlineRounded />}
    title={code === 404 ? 'This product is not here' : 'We couldn’t load this product'}
    action={
      code === 500 ? (
        <Button variant="contained" onClick={onRetry} startIcon={<RefreshRounded />}>
          Try again
        </Button>
      ) : (
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
  >
    {message}
  </ProductsMessage>
);
