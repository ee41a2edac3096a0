import type { Review } from '@shop/contract';
import type { ComponentType } from 'react';

/**
 * The props of the review form "My reviews" edits with: the storefront's own (features/reviews), handed
 * in by the app layer as a lazy component, since features do not import each other.
 */
export interface ReviewFormProps {
  productId: string;
  review: Review;
  onSaved: () => void;
  onAlreadyReviewed: () => void;
  onCancel: () => void;
}

export type ReviewFormComponent = ComponentType<ReviewFormProps>;
