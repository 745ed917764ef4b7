import { render } from '@react-email/render'
import { createElement, type ReactElement } from 'react'
import { bookingAttachments } from './bookingAttachments'
import { BookingCancelledEmail } from './BookingCancelledEmail'
import { BookingConfirmationEmail } from './BookingConfirmationEmail'
import { BookingReminderEmail } from './BookingReminderEmail'
import { cancellationSubject, confirmationSubject, reminderSubject } from './emailSubjects'
import type { CancellationEmailInput, ConfirmationEmailInput, RenderedEmail, ReminderEmailInput } from './types'

/** In plain text a phone number reads better without its 'tel:' address repeated after it. */
const PLAIN_TEXT_OPTIONS = {
  plainText: true,
  htmlToTextOptions: { selectors: [{ selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } }] },
} as const

async function htmlAndText(email: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(email), render(email, PLAIN_TEXT_OPTIONS)])
  return { html, text }
}

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
