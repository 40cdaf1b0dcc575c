// The pay page and the payment result pages share their rules and styles:
// one chunk for both (the entry lists every lazy chunk's file).
export { default, payPageQuery } from './PayPage';
export { default as PaymentResultPage } from './PaymentResultPage';
