import { createElement } from 'react'
import { htmlAndText } from '@plugins/email'
import { bookingAttachments } from './bookingAttachments'
import { BookingCancelledEmail } from './BookingCancelledEmail'
import { BookingConfirmationEmail } from './BookingConfirmationEmail'
import { BookingReminderEmail } from './BookingReminderEmail'
import { BookingPaymentLinkEmail } from './BookingPaymentLinkEmail'
import { cancellationSubject, confirmationSubject, paymentLinkSubject, reminderSubject } from './emailSubjects'
import type { CancellationEmailInput, ConfirmationEmailInput, PaymentLinkEmailInput, RenderedEmail, ReminderEmailInput } from './types'

export async function renderConfirmationEmail(input: ConfirmationEmailInput): Promise<RenderedEmail> {
  const [body, attachments] = await Promise.all([
    htmlAndText(createElement(BookingConfirmationEmail, input)),
    bookingAttachments(input.booking, input.venue, input.arriveEarlyMinutes),
  ])
  return { subject: confirmationSubject(input.booking), ...body, attachments }
}

export async function renderReminderEmail(input: ReminderEmailInput): Promise<RenderedEmail> {
  const [body, attachments] = await Promise.all([
    htmlAndText(createElement(BookingReminderEmail, input)),
    bookingAttachments(input.booking, input.venue, input.arriveEarlyMinutes),
  ])
  return { subject: reminderSubject(input.booking), ...body, attachments }
}

export async function renderCancellationEmail(input: CancellationEmailInput): Promise<RenderedEmail> {
  const body = await htmlAndText(createElement(BookingCancelledEmail, input))
  return { subject: cancellationSubject(input.booking), ...body, attachments: [] }
}

export async function renderPaymentLinkEmail(input: PaymentLinkEmailInput): Promise<RenderedEmail> {
  const body = await htmlAndText(createElement(BookingPaymentLinkEmail, input))
  return { subject: paymentLinkSubject(input.booking), ...body, attachments: [] }
}
