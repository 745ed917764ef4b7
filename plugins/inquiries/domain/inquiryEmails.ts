/** The two e-mails of an inquiry: the venue's copy and the sender's acknowledgement. */

export type InquiryEmailInput = {
  venueName: string
  venuePhone: string
  kind: 'contact' | 'party'
  name: string
  email: string
  phone: string
  typeLabel: string
  /** Label and value pairs, in the order staff read them. */
  details: [string, string][]
  message: string
}

export type EmailContent = { subject: string; text: string; html: string }

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

function render(paragraphs: string[], rows: [string, string][]): { text: string; html: string } {
  const visibleRows = rows.filter(([, value]) => value.trim() !== '')
  const text = [...paragraphs, '', ...visibleRows.map(([label, value]) => `${label}: ${value}`)].join('\n')
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<table cellpadding="4">',
    ...visibleRows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n')
  return { text, html }
}

export function venueCopy(input: InquiryEmailInput): EmailContent {
  const rows: [string, string][] = [
    ['Name', input.name],
    ['E-mail', input.email],
    ['Phone', input.phone],
    ['Type', input.typeLabel],
    ...input.details,
    ['Message', input.message],
  ]
  const subject = input.kind === 'party' ? `New party inquiry from ${input.name}` : `New message from ${input.name}: ${input.typeLabel}`
  return {
    subject,
    ...render(
      [
        `A new ${input.kind === 'party' ? 'party inquiry' : 'message'} arrived from the website. Reply to this e-mail to answer ${input.name}.`,
      ],
      rows,
    ),
  }
}

export function acknowledgement(input: InquiryEmailInput): EmailContent {
  const promise =
    input.kind === 'party'
      ? "Thank you for your party inquiry. We'll contact you within 24 hours to discuss your party booking."
      : "Thank you for your message. We'll get back to you soon."
  const rows: [string, string][] = [['Type', input.typeLabel], ...input.details, ['Your message', input.message]]
  return {
    subject:
      input.kind === 'party' ? `We received your party inquiry - ${input.venueName}` : `We received your message - ${input.venueName}`,
    ...render([`Hello ${input.name},`, promise, `If it is urgent, call us on ${input.venuePhone}.`, `${input.venueName}`], rows),
  }
}
