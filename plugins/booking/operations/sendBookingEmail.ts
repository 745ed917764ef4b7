import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import { isErasedAddress } from '@/lib/erasedAddress'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import type { Booking } from '@/payload-types'
import { toEmailVenue, withIdempotencyKey } from '@plugins/email'
import { minutesOfDay } from '@/fields/validators'
import { manageToken } from '../domain/manageToken'
import { daySchedule } from '../domain/daySchedule'
import { ticketLines } from '../domain/ticketLines'
import type { EmailBooking, RenderedEmail } from '../emails/types'
import { arrivalWindowOf, type ArrivalWindow } from '../domain/arrivalWindow'
import {
  renderCancellationEmail,
  renderConfirmationEmail,
  renderPaymentLinkEmail,
  renderReminderEmail,
} from '../emails/renderBookingEmails'
import type { BookingEmailKind } from '../jobs/queues'
import { BOOKINGS_SLUG } from '../types'
import { cancellationContent } from './cancellationSettings'
import { loadDays } from './loadDay'

export type BookingEmailContext = { secret: string; siteUrl: string }

/** A family may ask for their confirmation again while it is still good for a visit, or on the day. */
export const RESENDABLE_STATUSES: ReadonlySet<Booking['status']> = new Set(['paid', 'checked_in', 'checked_out'])

export function manageBookingUrl(context: BookingEmailContext, bookingId: number): string {
  return `${context.siteUrl}/manage-booking?token=${encodeURIComponent(manageToken(context.secret, bookingId))}`
}

/** The page where a family pays for places staff hold for them (docs/adr/0019). */
export function payBookingUrl(context: BookingEmailContext, bookingId: number): string {
  return `${context.siteUrl}/booking/pay?token=${encodeURIComponent(manageToken(context.secret, bookingId))}`
}

/**
 * Renders and sends one booking e-mail. A message that no longer applies (a reminder for a
 * booking cancelled since) is skipped; a confirmation already sent is not sent again, unless
 * staff resend it (`resendKey`, the resend's own idempotency key).
 */
export async function sendBookingEmail(
  payload: Payload,
  context: BookingEmailContext,
  bookingId: number,
  kind: BookingEmailKind,
  resendKey: string | null = null,
): Promise<'sent' | 'skipped'> {
  const booking = await payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, overrideAccess: true })
  if (kind === 'confirmation' && booking.confirmationSentAt && !resendKey) return 'skipped'
  const stillApplies =
    kind === 'payment_link'
      ? booking.status === 'held' && Boolean(booking.holdExpiresAt) && new Date(booking.holdExpiresAt!) > new Date()
      : booking.status === 'paid' || (resendKey !== null && RESENDABLE_STATUSES.has(booking.status))
  if (kind !== 'cancellation' && !stillApplies) return 'skipped'
  // A reminder is sent while its claim stands: a move to a later day clears it, and the new day gets its own.
  if (kind === 'reminder' && !booking.reminderSentAt) return 'skipped'
  // A walk-in paying at the desk gives no address, and an erased one (ADR 0021) is gone on purpose.
  const to = booking.customerEmail
  if (!to || isErasedAddress(to)) return 'skipped'

  const req = await createLocalReq({}, payload)
  const [venueDoc, days] = await Promise.all([
    payload.findGlobal({ slug: 'venue', depth: 0, overrideAccess: true }),
    loadDays(req, booking.date, booking.date),
  ])
  const cancellation = cancellationContent(days.settings)
  const schedule = daySchedule(booking.date, days.settings, days.specialDays[0])
  const slot = schedule.slots.find((candidate) => candidate.start === booking.slotStart)
  const sessionMinutes = slot ? minutesOfDay(slot.end) - minutesOfDay(slot.start) : days.settings.sessionLengthMinutes
  const arrival = arrivalWindowOf(schedule, days.settings, days.specialDays[0])
  const emailBooking = toEmailBooking({ ...booking, customerEmail: to }, sessionMinutes, arrival)
  const venue = toEmailVenue(venueDoc, context.siteUrl)

  let rendered: RenderedEmail
  if (kind === 'payment_link') {
    rendered = await renderPaymentLinkEmail({
      booking: emailBooking,
      venue,
      payUrl: payBookingUrl(context, booking.id),
      holdExpiresAt: booking.holdExpiresAt!,
      fromWaitingList: booking.source === 'waiting_list',
    })
  } else if (kind === 'cancellation') {
    const refundPence = booking.refundDuePence ?? 0
    rendered = await renderCancellationEmail({
      booking: emailBooking,
      venue,
      refundPence,
      creditsReturned: booking.sessionCreditsUsed ?? 0,
      refundNote: refundPence > 0 ? '' : 'No payment is refunded for this cancellation, as set out in our cancellation policy.',
      cancelledBy: booking.cancelledBy === 'customer' ? 'customer' : 'staff',
    })
  } else {
    const input = {
      booking: emailBooking,
      venue,
      manageUrl: manageBookingUrl(context, booking.id),
      arriveEarlyMinutes: days.settings.arriveEarlyMinutes,
      cancellationPolicy: cancellation.policyText,
    }
    rendered = kind === 'confirmation' ? await renderConfirmationEmail(input) : await renderReminderEmail(input)
  }

  const message = {
    to,
    replyTo: venue.email,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments.map(({ filename, content, contentType, cid }) => ({ filename, content, contentType, cid })),
  }
  // One of each kind per booking (a reminder: per visit day, as a move may give it a new one), however often the job is retried.
  const key = resendKey
    ? `booking-${booking.id}-${kind}-resend-${resendKey}`
    : kind === 'reminder'
      ? `booking-${booking.id}-reminder-${booking.date}`
      : `booking-${booking.id}-${kind}`
  await payload.sendEmail(withIdempotencyKey(message, key))
  if (kind === 'confirmation') {
    // One column, not the whole row: a Local API update writes back every field it read, so a
    // cancellation committed while this e-mail was being sent would be undone (found by
    // bench/crash-safety.mjs, docs/crash-safety.md).
    await drizzleOf(payload).execute(
      sql`update bookings set confirmation_sent_at = now() where id = ${booking.id} and confirmation_sent_at is null`,
    )
  }
  return 'sent'
}

function toEmailBooking(booking: Booking & { customerEmail: string }, sessionMinutes: number, arrival: ArrivalWindow | null): EmailBooking {
  return {
    reference: booking.reference,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    date: booking.date,
    slotStart: booking.slotStart,
    slotLabel: booking.slotLabel,
    sessionMinutes,
    arrival,
    tickets: ticketLines(booking.tickets),
    children: booking.children,
    adults: booking.adults,
    childAges: booking.childAges ?? null,
    finalAmountPence: booking.finalAmountPence,
    creditSavingsPence: booking.creditSavingsPence,
    promoCode: booking.promoCode ?? null,
    promoDiscountPence: booking.promoDiscountPence ?? 0,
    voucherCode: booking.voucherCode ?? null,
    voucherAppliedPence: booking.voucherAppliedPence ?? 0,
    sessionCreditsUsed: booking.sessionCreditsUsed ?? 0,
  }
}
