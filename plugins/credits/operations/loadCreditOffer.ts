import type { Payload, PayloadRequest } from 'payload'
import { describeOffer, type CreditOffer } from '../domain/creditOffer'
import { CREDIT_SETTINGS_SLUG } from '../types'

/** The offer on sale, from the CMS, with the credit's value taken from its ticket type. */
export async function loadCreditOffer(payload: Payload, req?: PayloadRequest): Promise<CreditOffer> {
  const settings = await payload.findGlobal({ slug: CREDIT_SETTINGS_SLUG, depth: 1, req, overrideAccess: true })
  const ticket = typeof settings.creditTicketType === 'object' && settings.creditTicketType ? settings.creditTicketType : null
  return describeOffer({
    available: Boolean(settings.available) && ticket !== null && ticket.active !== false,
    title: settings.title,
    credits: settings.credits,
    pricePence: settings.pricePence,
    creditValuePence: ticket ? ticket.pricePence + ticket.feePence : 0,
    benefits: (settings.benefits ?? []).map((benefit) => benefit.text),
  })
}
