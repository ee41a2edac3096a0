/** This instance's catalogue search, fed by the products collection (one per instance, started on first use). */
import { watchProducts } from '../repositories/product-feed';
import { LiveCatalog } from './live-catalog';

let catalog: LiveCatalog | undefined;

export const productCatalog = (): LiveCatalog => (catalog ??= new LiveCatalog(watchProducts));
