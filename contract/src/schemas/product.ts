import { number, object, string, type InferType } from 'yup';
import { PRICE_MAX, PRICE_MIN } from '../constants';

export const productSchema = object({
  title: string()
    .trim()
    .required('You must enter a title')
    .min(3, 'Title must be 3 Characters at least')
    .max(30, 'Title must be 30 Characters at most'),
  description: string()
    .trim()
    .required('You must enter a description')
    .min(10, 'Description must be 10 Characters at least')
    .max(2000, 'Description must be 2000 Characters at most'),
  price: number()
    .typeError('Please Enter Number')
    .required('Please Enter Number')
    .min(PRICE_MIN, 'The Price Should Be Between $10 to $10000')
    .max(PRICE_MAX, 'The Price Should Be Between $10 to $10000'),
  category: string().trim().required('Select the category'),
  image: string().trim().default(''),
});

export type ProductInput = InferType<typeof productSchema>;
