import { array, object, string, type InferType } from 'yup';

const text = (label: string, min: number, max: number) =>
  string()
    .trim()
    .required(`You must enter ${label}`)
    .min(min, `${label} must be ${min} Characters at least`)
    .max(max, `${label} must be ${max} Characters at most`);

export const blogItemSchema = object({
  titleItem: string().trim().required('You must enter the item title'),
  descItem: string().trim().required('You must enter the item description'),
});

export const blogSchema = object({
  title: text('title', 3, 70),
  slug: text('slug', 3, 30),
  description: text('description', 10, 2000),
  subject: text('field', 3, 20),
  author: text('author', 3, 20),
  items: array(blogItemSchema).default([]),
  image: string().trim().default(''),
});

export type BlogInput = InferType<typeof blogSchema>;
