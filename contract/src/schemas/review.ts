// The review form's schema (the function checks the same body with it) and the admin's visibility
// schema. Apart from reviews.ts so that showing stars and texts never loads yup.
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { SKIN_TYPES, type SkinType } from '../product-facts';
import {
  HIDDEN_REASON_MAX,
  HIDDEN_REASON_MIN,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from '../reviews';

/** The review form and the body of POST /api/products/{id}/reviews and PUT /api/reviews/{id}. */
export const reviewSchema = object({
  rating: number()
    .transform((value: number) => (Number.isNaN(value) ? undefined : value))
    .typeError(REVIEW_MESSAGES.chooseRating)
    .required(REVIEW_MESSAGES.chooseRating)
    .integer('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be from 1 to 5')
    .max(5, 'rating must be from 1 to 5'),
  title: string()
    .trim()
    .required('Give your review a title')
    .min(REVIEW_TITLE_MIN, `title must be at least ${REVIEW_TITLE_MIN} characters`)
    .max(REVIEW_TITLE_MAX, `title must be at most ${REVIEW_TITLE_MAX} characters`),
  text: string()
    .trim()
    .required('Tell others what you think')
    .min(REVIEW_TEXT_MIN, `text must be at least ${REVIEW_TEXT_MIN} characters`)
    .max(REVIEW_TEXT_MAX, `text must be at most ${REVIEW_TEXT_MAX} characters`),
  skinType: mixed<SkinType>()
    .oneOf(SKIN_TYPES, 'skinType must be one of the shop’s skin types')
    .required('Choose your skin type'),
  recommend: boolean().strict().typeError('recommend must be true or false').nullable().default(null),
});
export type ReviewInput = InferType<typeof reviewSchema>;

/** PUT /api/reviews/{id}/visibility (admin): hide with a reason, or show again. */
export const reviewVisibilitySchema = object({
  hidden: boolean().strict().typeError('hidden must be true or false').required('hidden must be true or false'),
  reason: string()
    .trim()
    .max(HIDDEN_REASON_MAX, `reason must be at most ${HIDDEN_REASON_MAX} characters`)
    .when('hidden', {
      is: true,
      then: (schema) =>
        schema
          .required('Give the reason for hiding it')
          .min(HIDDEN_REASON_MIN, `reason must be at least ${HIDDEN_REASON_MIN} characters`),
      otherwise: (schema) => schema.default(''),
    }),
});
export type ReviewVisibilityInput = InferType<typeof reviewVisibilitySchema>;
