import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import { LOVES_EMPTY_TEXT } from '@shop/contract';
import { paths } from '@/config/paths';
import { EmptyState } from '../components/empty-state';
import { PanelHeading } from '../components/panel-heading';
import { RetryAlert } from '../components/retry-alert';
import type { LovesListComponent } from '../lib/loves-slot';

const renderError = (message: string, retry: () => void) => <RetryAlert message={message} onRetry={retry} />;

const empty = (
  <EmptyState
    icon={<FavoriteBorderRounded />}
    title={LOVES_EMPTY_TEXT}
    hint="Tap the heart on any product to keep it here, with its price and stock."
    action={{ label: 'Go to the shop', to: paths.products.getHref() }}
  />
);

/** /panel/loves: the products the customer loves, with their price and stock now and Add to Cart. */
export const LovesScreen = ({ lovesList: LovesList }: { lovesList: LovesListComponent }) => (
  <>
    <PanelHeading title="Loves">The products you love, as they are in the shop now.</PanelHeading>
    <LovesList empty={empty} renderError={renderError} />
  </>
);
