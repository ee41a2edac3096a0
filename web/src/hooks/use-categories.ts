import type { Category } from '@shop/contract';
import { useRouteLoaderData } from 'react-router-dom';
import { ROOT_ROUTE_ID } from '@/lib/categories';

const NONE: Category[] = [];

/** The shop's categories: the root route's loader data (the same list until an admin changes one). */
export const useCategories = (): Category[] => useRouteLoaderData<Category[]>(ROOT_ROUTE_ID) ?? NONE;
