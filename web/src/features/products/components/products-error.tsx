import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import { ProductsMessage } from './products-message';

export const ProductsError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <ProductsMessage
    role="alert"
    icon={<ErrorOutlineRounded />}
    title="We couldn’t load the products"
    action={
      <Button variant="contained" onClick={onRetry} startIcon={<RefreshRounded />}>
        Try again
      </Button>
    }
  >
    {message}
  </ProductsMessage>
);
