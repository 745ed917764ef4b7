import { createElement } from 'react'
import { htmlAndText } from '@plugins/email/templates/htmlAndText'
import { bookingAttachments } from './bookingAttachments'
import { BookingCancelledEmail } from './BookingCancelledEmail'
import { BookingConfirmationEmail } from './BookingConfirmationEmail'
import { BookingReminderEmail } from './BookingReminderEmail'
import { cancellationSubject, confirmationSubject, reminderSubject } from './emailSubjects'
import type { CancellationEmailInput, ConfirmationEmailInput, RenderedEmail, ReminderEmailInput } from './types'

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
