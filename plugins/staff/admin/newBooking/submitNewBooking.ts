import { staffBookingSchema } from '@plugins/booking/contract'
import { fetchJson, serverFields, serverMessage } from '../fetchJson'
import type { Created, NewBookingFields, PromoQuote } from './newBookingForm'

/** Fields the form shows an error beside. */
const FIELDS_SHOWN = new Set([
  'customerName',
  'customerPhone',
  'customerEmail',
  'selectedDate',
  'selectedTime',
  'ticketQuantities',
  'reason',
  'promoCode',
])

/** The body POST /api/admin/bookings takes, checked with the endpoint's schema. */
export function parseNewBooking(form: NewBookingFields, quantities: Record<string, number>, totalPence: number) {
  return staffBookingSchema.safeParse({
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerPhone: form.customerPhone,
    selectedDate: form.selectedDate,
    ...(form.selectedTime ? { selectedTime: form.selectedTime } : {}),
    ticketQuantities: quantities,
    totalAmount: totalPence / 100,
    payment: form.payment,
    ...(form.payment === 'complimentary' ? { reason: form.reason } : {}),
    ...(form.payment !== 'complimentary' && form.promoCode.trim() ? { promoCode: form.promoCode } : {}),
  })
}

/** The schema's first complaint about each field, by field name. */
export function issueFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
  return fields
}

/** POST /api/admin/bookings with the checked body: the booking made. */
export const postNewBooking = (body: NonNullable<ReturnType<typeof parseNewBooking>['data']>) =>
  fetchJson<Created>('/api/admin/bookings', { method: 'POST', body: JSON.stringify(body) })

/**
 * What the server says of a refused booking: what it says of a field the form shows (a used-up
 * promo code) goes beside it, once; anything else is the form's failure.
 */
export function bookingRefusal(error: unknown): { fields: Record<string, string>; failure: string | null } {
  const fields = serverFields(error)
  return {
    fields,
    failure: Object.keys(fields).some((name) => FIELDS_SHOWN.has(name))
      ? null
      : (serverMessage(error) ?? 'The booking could not be made. Please try again.'),
  }
}

/** POST /api/promo-codes/check: the discount the code gives these tickets. */
export const postPromoCheck = (promoCode: string, ticketQuantities: Record<string, number>, customerEmail: string) =>
  fetchJson<Omit<PromoQuote, 'key'>>('/api/promo-codes/check', {
    method: 'POST',
    body: JSON.stringify({ promoCode, ticketQuantities, customerEmail }),
  })

/** What to show beside the promo code when it cannot be used. */
export function promoRefusal(error: unknown): string {
  const fields = serverFields(error)
  return fields.promoCode ?? fields.ticketQuantities ?? serverMessage(error) ?? 'The code could not be checked. Please try again.'
}
