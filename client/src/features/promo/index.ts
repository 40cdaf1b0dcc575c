// What other features may use of promo codes: the code field (pay and profile
// pages). The app loads promo.tsx itself for the sign-in's activation and a
// landing link (app/auth/signIn.ts).
export { PromoCodeField } from './promo';
