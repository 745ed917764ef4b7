/** What the booking e-mails need to know, already loaded: rendering touches no database. */
import type { EmailVenue } from '@plugins/email'
import type { ArrivalWindow } from '../domain/arrivalWindow'

export type { EmailVenue }

export type EmailBooking = {
  /** e.g. 'PC-7K3M9Q' */
  reference: string
  customerName: string
  customerEmail: string
  /** 'yyyy-MM-dd', the venue's date. */
  date: string
  /** 'HH:mm' on the venue's clock. */
  slotStart: string
  /** e.g. '10:00 AM - 12:00 PM' */
  slotLabel: string
  /** Length of play: the calendar event's duration. */
  sessionMinutes: number
  /** On a flexible day: when the family may arrive, said instead of the session it was seated in (docs/adr/0016). */
  arrival?: ArrivalWindow | null
  tickets: { title: string; quantity: number; lineTotalPence: number }[]
  children: number
  adults: number
  childAges: string | null
  /** What was paid. */
  finalAmountPence: number
  creditSavingsPence: number
  sessionCreditsUsed: number
  /** The promo code the booking used and what it took off (absent or 0: none). */
  promoCode?: string | null
  promoDiscountPence?: number
  /** The gift voucher that paid part of it and how much (absent or 0: none). */
  voucherCode?: string | null
  voucherAppliedPence?: number
}

export type ConfirmationEmailInput = {
  booking: EmailBooking
  venue: EmailVenue
  manageUrl: string
  arriveEarlyMinutes: number
  cancellationPolicy: string
}

export type ReminderEmailInput = ConfirmationEmailInput

export type CancellationEmailInput = {
  booking: EmailBooking
  venue: EmailVenue
  refundPence: number
  creditsReturned: number
  /** Shown when nothing is refunded, e.g. why not. */
  refundNote: string
  cancelledBy: 'customer' | 'staff'
}

export type PaymentLinkEmailInput = {
  booking: EmailBooking
  venue: EmailVenue
  /** The page that pays for this booking (signed with the booking's manage token). */
  payUrl: string
  /** When the held places are released unless paid. */
  holdExpiresAt: string
  /** Places offered to a family on the session's waiting list (ADR 0026), not booked by staff. */
  fromWaitingList?: boolean
}

export type EmailAttachment = { filename: string; content: Buffer | string; contentType: string; cid?: string }

export type RenderedEmail = { subject: string; html: string; text: string; attachments: EmailAttachment[] }
