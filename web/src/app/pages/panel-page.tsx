import { lazy } from 'react';
import LovesList from '@/features/loves/components/loves-list';
import { PanelRoute } from '@/features/panel/routes/panel-route';

/** The storefront's review form: its code loads when a customer first presses Edit in "My reviews". */
const ReviewForm = lazy(() => import('@/features/reviews/components/review-form'));

/**
 * The customer's account, whose "My reviews" edits with the reviews feature's form and whose "Loves"
 * lists with the loves feature's list (composed in the app layer).
 */
export const PanelPage = () => <PanelRoute reviewForm={ReviewForm} lovesList={LovesList} />;
