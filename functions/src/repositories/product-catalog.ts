/** This instance's catalogue search, fed by the products collection (one per instance, started on first use). */
import { db } from '../firebase';
import { productsFeedOf } from './product-feed';
import { LiveCatalog } from '../search/live-catalog';

let catalog: LiveCatalog | undefined;

export const productCatalog = (): LiveCatalog => (catalog ??= new LiveCatalog(productsFeedOf(db)));
