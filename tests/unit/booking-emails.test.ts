import QRCode from 'qrcode'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { bookingCalendarEvent } from '@plugins/booking/emails/bookingCalendarEvent'
import { BOOKING_QR_OPTIONS, bookingQrPng } from '@plugins/booking/emails/bookingQrCode'
import { renderCancellationEmail, renderConfirmationEmail, renderReminderEmail } from '@plugins/booking/emails/renderBookingEmails'
import type {
  CancellationEmailInput,
  ConfirmationEmailInput,
  EmailAttachment,
  EmailBooking,
  EmailVenue,
  RenderedEmail,
} from '@plugins/booking/emails/types'

const venue: EmailVenue = {
  name: 'Little Explorers Play Centre',
  phone: '01278 123456',
  email: 'hello@playcentre.example',
  addressLines: ['Unit 4, Quay Road', 'Bridgwater', 'Somerset', 'TA6 3XX'],
  parkingText: 'Free parking in front of the unit; overflow at the leisure centre after 5 PM.',
  siteUrl: 'https://playcentre.example',
}

// Two children 1-12 at £8.00 and an adult at £5.00, paid in full.
const booking: EmailBooking = {
  reference: 'PC-7K3M9Q',
  customerName: 'Sarah Jones',
  customerEmail: 'sarah@family.example',
  date: '2026-12-05',
  slotStart: '10:00',
  slotLabel: '10:00 AM - 12:00 PM',
  sessionMinutes: 120,
  tickets: [
    { title: 'Children 1-12 years', quantity: 2, lineTotalPence: 1600 },
    { title: 'Adults', quantity: 1, lineTotalPence: 500 },
  ],
  children: 2,
  adults: 1,
  childAges: '3 and 6',
  finalAmountPence: 2100,
  creditSavingsPence: 0,
  sessionCreditsUsed: 0,
}

const manageUrl = 'https://playcentre.example/booking/manage?reference=PC-7K3M9Q&token=s1gn3d'
const cancellationPolicy = 'Cancel up to 24 hours before your session for a full refund. Later cancellations are not refunded.'

const confirmation: ConfirmationEmailInput = { booking, venue, manageUrl, arriveEarlyMinutes: 15, cancellationPolicy }

const cancellation: CancellationEmailInput = {
  booking,
  venue,
  refundPence: 2100,
  creditsReturned: 0,
  refundNote: 'This cancellation was less than 24 hours before the session, so it is not refunded.',
  cancelledBy: 'customer',
}

/** The HTML's words without its tags and React's `<!-- -->` text separators, to match whole phrases. */
const readable = (html: string) => html.replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')

const attachment = (email: RenderedEmail, filename: string): EmailAttachment => {
  const found = email.attachments.find((candidate) => candidate.filename === filename)
  if (!found) throw new Error(`No attachment ${filename} in ${email.attachments.map((each) => each.filename).join(', ')}`)
  return found
}

/** The unfolded content lines of an iCalendar text, as name (with parameters) -> value. */
function icsLines(ics: string): Map<string, string> {
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/)
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]))
}

function expectNoMarkup(text: string) {
  expect(text).not.toContain('<')
  expect(text).not.toContain('>')
  expect(text).not.toMatch(/&(amp|lt|gt|quot|#x?[0-9a-f]+);/i)
}

describe('the booking confirmation e-mail', () => {
  it('is titled with the long date, the slot and the reference', async () => {
    const email = await renderConfirmationEmail(confirmation)
    expect(email.subject).toBe('Booking confirmed: Saturday 5 December 2026 10:00 AM - 12:00 PM (PC-7K3M9Q)')
  })

  it('shows the booking, every ticket line, the party and the total paid', async () => {
    const { html, text } = await renderConfirmationEmail(confirmation)
    expect(html).toContain('>Booking Confirmed!</h1>')
    expect(text).toContain('BOOKING CONFIRMED!') // plain text marks headings by capitals
    for (const body of [readable(html), text]) {
      expect(body).toContain('Hi Sarah Jones,')
      expect(body).toContain('Booking reference: PC-7K3M9Q')
      expect(body).toContain('Date: Saturday 5 December 2026')
      expect(body).toContain('Time: 10:00 AM - 12:00 PM')
      expect(body).toContain('2 × Children 1-12 years: £16.00')
      expect(body).toContain('1 × Adults: £5.00')
      expect(body).toContain('Children: 2 (ages 3 and 6)')
      expect(body).toContain('Adults: 1')
      expect(body).toContain('Total paid: £21.00')
    }
    expect(text).not.toMatch(/credit/i)
  })

  it('shows credits used and the saving only when there were some', async () => {
    const withCredits = { ...booking, sessionCreditsUsed: 2, creditSavingsPence: 1600, finalAmountPence: 500, childAges: null }
    const { text } = await renderConfirmationEmail({ ...confirmation, booking: withCredits })
    expect(text).toContain('Session credits used: 2')
    expect(text).toContain('Saved with credits: £16.00')
    expect(text).toContain('Total paid: £5.00')
    expect(text).toMatch(/Children: 2\n/)
    expect(text).not.toContain('ages')
  })

  it('shows the promo code and its discount when the booking used one', async () => {
    const withPromo = { ...booking, promoCode: 'SUMMER-10', promoDiscountPence: 210, finalAmountPence: 1890 }
    const { text } = await renderConfirmationEmail({ ...confirmation, booking: withPromo })
    expect(text).toContain('Promo code SUMMER-10: −£2.10')
    expect(text).toContain('Total paid: £18.90')
    expect((await renderConfirmationEmail(confirmation)).text).not.toContain('Promo code')
  })

  it('shows the gift voucher part by the code’s last four characters, and what the card paid', async () => {
    const withVoucher = { ...booking, voucherCode: 'PLAY-AB12-CD34-EF56-GH78', voucherAppliedPence: 1500, finalAmountPence: 600 }
    const { text, html } = await renderConfirmationEmail({ ...confirmation, booking: withVoucher })
    expect(text).toContain('Paid by gift voucher ending GH78: £15.00')
    expect(text).toContain('Paid by card: £6.00')
    expect(`${text}${html}`).not.toContain('PLAY-AB12')
    expect((await renderConfirmationEmail(confirmation)).text).not.toContain('gift voucher')
  })

  it('says where the venue is, where to park and what happens next', async () => {
    const { text } = await renderConfirmationEmail(confirmation)
    expect(text).toContain('Little Explorers Play Centre\nUnit 4, Quay Road\nBridgwater\nSomerset\nTA6 3XX')
    expect(text).toContain('Parking: Free parking in front of the unit; overflow at the leisure centre after 5 PM.')
    expect(text).toContain('WHAT HAPPENS NEXT?')
    expect(text).toContain('Arrive 15 minutes early for check-in and the safety briefing.')
    expect(text).toContain('Bring socks for everyone who plays')
    expect(text).toContain('Show the QR code below, or your booking reference PC-7K3M9Q, at the check-in kiosk.')
  })

  it('leaves the parking line out when the venue has no parking note', async () => {
    const { text } = await renderConfirmationEmail({ ...confirmation, venue: { ...venue, parkingText: null } })
    expect(text).not.toContain('Parking:')
  })

  it('shows the QR code inline from the attached image, described by the reference', async () => {
    const { html } = await renderConfirmationEmail(confirmation)
    const image = /<img [^>]*src="cid:booking-qr"[^>]*>/.exec(html)?.[0]
    expect(image).toBeDefined()
    expect(image).toContain('alt="QR code for booking reference PC-7K3M9Q"')
    expect(image).toContain('width="240"')
  })

  it('gives the cancellation policy and the manage link in both HTML and text', async () => {
    const { html, text } = await renderConfirmationEmail(confirmation)
    const escapedHref = `href="${manageUrl.replaceAll('&', '&amp;')}"`
    expect(html.split(escapedHref).length - 1).toBeGreaterThanOrEqual(1)
    expect(html).toMatch(/<a href="[^"]+\/booking\/manage[^"]*"[^>]*>(?:(?!<\/a>)[\s\S])*View or cancel your booking/)
    expect(text).toContain(`View or cancel your booking ${manageUrl}`)
    expect(html).toContain(cancellationPolicy)
    expect(text).toContain(cancellationPolicy)
  })

  it('ends with the venue phone number and e-mail address', async () => {
    const { html, text } = await renderConfirmationEmail(confirmation)
    expect(html).toContain('href="tel:01278123456"')
    expect(html).toContain('href="mailto:hello@playcentre.example"')
    expect(text).toContain('Call us on 01278 123456 or e-mail hello@playcentre.example.')
  })

  it('is an en-GB document with a preview line, and its text version has no markup', async () => {
    const { html, text } = await renderConfirmationEmail(confirmation)
    expect(html).toMatch(/<html [^>]*lang="en-GB"/)
    expect(html).toContain('Your play session on Saturday 5 December 2026, 10:00 AM - 12:00 PM, is booked. Reference PC-7K3M9Q.')
    expect(html).not.toMatch(/<style/i)
    expectNoMarkup(text)
    // The preview is for the inbox list only; the text version starts with the message itself.
    expect(text).not.toContain('is booked. Reference')
  })

  it('escapes what the customer and the manager typed', async () => {
    const hostile = {
      ...confirmation,
      booking: { ...booking, customerName: `O'Brien <b>Bold</b> <script>alert(1)</script>` },
      venue: { ...venue, parkingText: 'Use bay <img src=x onerror=alert(1)> & the road' },
    }
    const { html, text } = await renderConfirmationEmail(hostile)
    expect(html).not.toContain('<b>Bold')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('O&#x27;Brien &lt;b&gt;Bold&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Use bay &lt;img src=x onerror=alert(1)&gt; &amp; the road')
    // Plain text is not HTML: there the name is shown exactly as typed.
    expect(text).toContain(`Hi O'Brien <b>Bold</b> <script>alert(1)</script>,`)
  })

  it('attaches the calendar file and the inline QR image', async () => {
    const email = await renderConfirmationEmail(confirmation)
    expect(email.attachments.map(({ filename, contentType, cid }) => ({ filename, contentType, cid }))).toEqual([
      { filename: 'booking-PC-7K3M9Q.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', cid: undefined },
      { filename: 'booking-qr.png', contentType: 'image/png', cid: 'booking-qr' },
    ])
    const ics = attachment(email, 'booking-PC-7K3M9Q.ics').content
    expect(typeof ics).toBe('string')
    const event = icsLines(String(ics))
    expect(event.get('DTSTART')).toBe('20261205T100000Z')
    expect(event.get('DESCRIPTION')).toContain('Please arrive 15 minutes early for check-in and the safety briefing.')
    const png = attachment(email, 'booking-qr.png').content
    expect(Buffer.isBuffer(png)).toBe(true)
    expect(png).toEqual(await bookingQrPng('PC-7K3M9Q'))
  })
})

describe('the booking calendar event', () => {
  it('is tested far from London, so a host-time-zone bug shows', () => {
    expect(new Date('2026-07-04T09:00:00Z').getTimezoneOffset()).toBe(-720)
  })

  it('starts a summer (BST) session at 09:00 UTC for 10:00 in London', () => {
    const event = icsLines(bookingCalendarEvent({ ...booking, date: '2026-07-04' }, venue))
    expect(event.get('DTSTART')).toBe('20260704T090000Z')
    expect(event.get('DURATION')).toBe('PT120M')
  })

  it('starts a winter (GMT) session at 10:00 UTC for 10:00 in London', () => {
    const event = icsLines(bookingCalendarEvent(booking, venue))
    expect(event.get('DTSTART')).toBe('20261205T100000Z')
  })

  it('follows the clocks on the days they change', () => {
    // 29 March 2026: clocks go forward at 01:00 GMT. 25 October 2026: back at 02:00 BST.
    expect(icsLines(bookingCalendarEvent({ ...booking, date: '2026-03-29', slotStart: '09:30' }, venue)).get('DTSTART')).toBe(
      '20260329T083000Z',
    )
    expect(icsLines(bookingCalendarEvent({ ...booking, date: '2026-10-25', slotStart: '09:30' }, venue)).get('DTSTART')).toBe(
      '20261025T093000Z',
    )
  })

  it('lasts the session length', () => {
    expect(icsLines(bookingCalendarEvent({ ...booking, sessionMinutes: 90 }, venue)).get('DURATION')).toBe('PT90M')
  })

  it('names the venue, its address, the reference and a stable uid', () => {
    const event = icsLines(bookingCalendarEvent(booking, venue, 10))
    expect(event.get('METHOD')).toBe('PUBLISH')
    expect(event.get('PRODID')).toBe('playcentre/booking')
    expect(event.get('STATUS')).toBe('CONFIRMED')
    expect(event.get('UID')).toBe('PC-7K3M9Q@playcentre.example')
    expect(event.get('SUMMARY')).toBe('Play session at Little Explorers Play Centre')
    expect(event.get('LOCATION')).toBe('Unit 4\\, Quay Road\\, Bridgwater\\, Somerset\\, TA6 3XX')
    expect(event.get('DESCRIPTION')).toContain('Booking reference: PC-7K3M9Q\\n')
    expect(event.get('DESCRIPTION')).toContain('Please arrive 10 minutes early for check-in and the safety briefing.')
  })

  it('refuses a session length a calendar cannot show', () => {
    for (const sessionMinutes of [0, -30, 90.5, Number.NaN]) {
      expect(() => bookingCalendarEvent({ ...booking, sessionMinutes }, venue)).toThrow(
        /session length must be a positive number of minutes/,
      )
    }
  })
})

describe('the check-in QR code', () => {
  it('is a 240 px PNG with medium error correction and a two-module margin', async () => {
    expect(BOOKING_QR_OPTIONS).toMatchObject({ type: 'png', errorCorrectionLevel: 'M', width: 240, margin: 2 })
    const png = await bookingQrPng('PC-7K3M9Q')
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.readUInt32BE(16)).toBe(240) // IHDR width
    expect(png.readUInt32BE(20)).toBe(240) // IHDR height
  })

  it('draws exactly the modules of the bare reference, which is what the kiosk reads', async () => {
    const reference = 'PC-7K3M9Q'
    const expected = QRCode.create(reference, { errorCorrectionLevel: 'M' }).modules
    const { data, info } = await sharp(await bookingQrPng(reference))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const scale = info.width / (expected.size + 2 * BOOKING_QR_OPTIONS.margin)
    const isDark = (row: number, column: number) => {
      const x = Math.floor((BOOKING_QR_OPTIONS.margin + column + 0.5) * scale)
      const y = Math.floor((BOOKING_QR_OPTIONS.margin + row + 0.5) * scale)
      return data[y * info.width + x]! < 128
    }
    const drawn: number[] = []
    for (let row = 0; row < expected.size; row++)
      for (let column = 0; column < expected.size; column++) drawn.push(isDark(row, column) ? 1 : 0)
    expect(drawn).toEqual([...expected.data])
    // A different text gives a different picture, so the comparison above can fail.
    expect([...QRCode.create(`${reference}X`, { errorCorrectionLevel: 'M' }).modules.data]).not.toEqual(drawn)
  })
})

describe('the day-before reminder e-mail', () => {
  it('is titled with the slot and the reference', async () => {
    const email = await renderReminderEmail(confirmation)
    expect(email.subject).toBe('See you tomorrow: 10:00 AM - 12:00 PM (PC-7K3M9Q)')
  })

  it('says when, how to arrive, where to park and how to manage the booking, and no more', async () => {
    const { html, text } = await renderReminderEmail(confirmation)
    expect(text).toContain('Booking reference: PC-7K3M9Q')
    expect(text).toContain('Date: Saturday 5 December 2026')
    expect(text).toContain('Time: 10:00 AM - 12:00 PM')
    expect(text).toContain('Arrive 15 minutes early for check-in and the safety briefing.')
    expect(text).toContain('Bring socks for everyone who plays')
    expect(text).toContain('Parking: Free parking in front of the unit')
    expect(text).toContain(cancellationPolicy)
    expect(text).toContain(`View or cancel your booking ${manageUrl}`)
    expect(html).toContain(`href="${manageUrl.replaceAll('&', '&amp;')}"`)
    expect(html).toMatch(
      /<img [^>]*src="cid:booking-qr"[^>]*alt="QR code for booking reference PC-7K3M9Q"|<img [^>]*alt="QR code for booking reference PC-7K3M9Q"[^>]*src="cid:booking-qr"/,
    )
    expect(html).toMatch(/<html [^>]*lang="en-GB"/)
    expect(text).not.toContain('Total paid')
    expectNoMarkup(text)
  })

  it('carries the same calendar file and inline QR image as the confirmation', async () => {
    const email = await renderReminderEmail(confirmation)
    expect(email.attachments.map((each) => each.filename)).toEqual(['booking-PC-7K3M9Q.ics', 'booking-qr.png'])
    expect(attachment(email, 'booking-qr.png').cid).toBe('booking-qr')
    expect(icsLines(String(attachment(email, 'booking-PC-7K3M9Q.ics').content)).get('DTSTART')).toBe('20261205T100000Z')
  })
})

describe('the cancellation e-mail', () => {
  it('is titled with the reference, names the visit and has no attachments', async () => {
    const email = await renderCancellationEmail(cancellation)
    expect(email.subject).toBe('Booking cancelled: PC-7K3M9Q')
    expect(email.attachments).toEqual([])
    expect(email.text).toContain('BOOKING CANCELLED')
    expect(email.text).toContain('Booking reference: PC-7K3M9Q')
    expect(email.text).toContain('Date: Saturday 5 December 2026')
    expect(email.text).toContain('Time: 10:00 AM - 12:00 PM')
    expect(email.html).toMatch(/<html [^>]*lang="en-GB"/)
    expectNoMarkup(email.text)
  })

  it('says how much is refunded, and when', async () => {
    const { text } = await renderCancellationEmail(cancellation)
    expect(text).toContain('£21.00 will be refunded to your original payment method. Bank payments take 1-3 business days.')
    expect(text).not.toContain(cancellation.refundNote)
  })

  it('gives the refund note instead when nothing is refunded', async () => {
    const { text } = await renderCancellationEmail({ ...cancellation, refundPence: 0 })
    expect(text).toContain('This cancellation was less than 24 hours before the session, so it is not refunded.')
    expect(text).not.toContain('will be refunded')
  })

  it('mentions returned session credits only when there are some', async () => {
    expect((await renderCancellationEmail({ ...cancellation, creditsReturned: 2 })).text).toContain(
      '2 session credits have been returned to your account.',
    )
    expect((await renderCancellationEmail({ ...cancellation, creditsReturned: 1 })).text).toContain(
      '1 session credit has been returned to your account.',
    )
    expect((await renderCancellationEmail(cancellation)).text).not.toMatch(/credit/i)
  })

  it('words it differently when the customer cancelled and when the staff did', async () => {
    const byCustomer = (await renderCancellationEmail(cancellation)).text
    const byStaff = (await renderCancellationEmail({ ...cancellation, cancelledBy: 'staff' })).text
    expect(byCustomer).toContain('As you asked, we have cancelled your booking.')
    expect(byCustomer).not.toContain('our team has had to cancel')
    expect(byStaff).toContain('our team has had to cancel your booking. If you were not expecting this, please get in touch.')
    expect(byStaff).not.toContain('As you asked')
  })

  it('shows how to book again and how to reach the venue', async () => {
    const { html, text } = await renderCancellationEmail(cancellation)
    expect(html).toContain('href="https://playcentre.example/booking"')
    expect(text).toContain('Book a new session at https://playcentre.example/booking')
    expect(text).toContain('Call us on 01278 123456 or e-mail hello@playcentre.example.')
  })

  it('escapes the customer name', async () => {
    const { html } = await renderCancellationEmail({ ...cancellation, booking: { ...booking, customerName: '<i>Evil</i>' } })
    expect(html).not.toContain('<i>Evil')
    expect(html).toContain('&lt;i&gt;Evil&lt;/i&gt;')
  })
})
