import { object, string, type InferType } from 'yup';

export const categorySchema = object({
  title: string()
    .trim()
    .required('You must enter a title')
    .min(3, 'Title must be 3 Characters at least')
    .max(20, 'Title must be 20 Characters at most'),
  slug: string()
    .trim()
    .required('You must enter a slug')
    .min(3, 'Slug must be 3 Characters at least')
    .max(10, 'Slug must be 10 Characters at most')
    .matches(/^[a-z0-9-]+$/, 'Slug may use lowercase letters, digits and dashes'),
});

export type CategoryInput = InferType<typeof categorySchema>;
