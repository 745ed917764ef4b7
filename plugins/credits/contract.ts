/**
 * The credits plugin's client-safe face: types and pure functions the site, the admin and other
 * plugins may use anywhere. Nothing here loads Payload; server operations are in `./index.ts`.
 */
export { applyCredits, type CreditApplication, type CreditPack } from './domain/applyCredits'
export { unusedCreditsRefund } from './domain/packRefund'
export type { CreditOffer } from './domain/creditOffer'
export {
  CREDIT_PURCHASE_MESSAGES,
  creditPurchaseSchema,
  type CreditPurchaseInput,
  type CreditPurchaseRequest,
} from './domain/creditPurchaseSchema'
export type { CreditBalanceAnswer, CreditPurchaseCreated, CreditPurchaseStatusAnswer } from './domain/creditAnswers'
