import { blogsResource } from './blogs';
import { categoriesResource } from './categories';
import { mailResource } from './mail';
import { messagesResource } from './messages';
import { ordersResource } from './orders';
import { productsResource } from './products';
import { reviewsResource } from './reviews';
import { usersResource } from './users';
import type { AnyAdminResource } from './lib/resource';

/** Every resource of the admin area, in menu order. */
export const adminResources: AnyAdminResource[] = [
  productsResource,
  categoriesResource,
  usersResource,
  blogsResource,
  ordersResource,
  messagesResource,
  mailResource,
  reviewsResource,
];

/** The resources the signed-in admin may manage (some are the Main Admin's only). */
export const resourcesFor = (isMainAdmin: boolean): AnyAdminResource[] =>
  adminResources.filter((resource) => resource.access !== 'mainAdmin' || isMainAdmin);
