/** Every mail of the shop, loaded together by mailTemplates() (mail/templates.ts). */
export { addressConfirmationMail } from './address-confirmation';
export { backInStockMail } from './back-in-stock';
export { orderCancelledMail } from './order-cancelled';
export { orderDeliveredMail } from './order-delivered';
export { orderPlacedMail } from './order-placed';
export { orderShippedMail } from './order-shipped';
