/** The bulk-credit offer as the CMS holds it: a pack of credits for a price, each worth one child session. */
export type CreditOfferSettings = {
  available: boolean
  title: string
  credits: number
  pricePence: number
  /** The price of the child session one credit stands for (the CMS's credit ticket type). */
  creditValuePence: number
  benefits: string[]
}

export type CreditOffer = CreditOfferSettings & {
  /** What the sessions would cost bought one at a time. */
  regularPricePence: number
  savingsPence: number
  perCreditPence: number
  savingPerCreditPence: number
}

/** 10 credits at £75.00 against £9.50 sessions: regular £95.00, save £20.00, £7.50 each, £2.00 saved per credit. */
export function describeOffer(settings: CreditOfferSettings): CreditOffer {
  const regularPricePence = settings.credits * settings.creditValuePence
  const perCreditPence = settings.credits > 0 ? Math.round(settings.pricePence / settings.credits) : 0
  return {
    ...settings,
    regularPricePence,
    savingsPence: Math.max(0, regularPricePence - settings.pricePence),
    perCreditPence,
    savingPerCreditPence: Math.max(0, settings.creditValuePence - perCreditPence),
  }
}
