import type { SendEmailOptions } from 'payload'

type AddressInput = SendEmailOptions['to']

/** Nodemailer-style address fields (string, {name,address}, or lists of them) as plain strings. */
export function addressList(input: AddressInput): string[] {
  if (!input) return []
  const items = Array.isArray(input) ? input : [input]
  return items.map((item) => (typeof item === 'string' ? item : item.name ? `${item.name} <${item.address}>` : item.address))
}

export function formatFrom(from: SendEmailOptions['from'], fallbackName: string, fallbackAddress: string): string {
  if (!from) return `${fallbackName} <${fallbackAddress}>`
  return addressList(from)[0] ?? `${fallbackName} <${fallbackAddress}>`
}

export function bodyText(value: SendEmailOptions['text']): string | undefined {
  return typeof value === 'string' ? value : undefined
}

export type OutgoingAttachment = { filename: string; content: Buffer; contentType: string | undefined; cid: string | undefined }

/** Nodemailer-style attachments with in-memory content; text content is UTF-8 (as nodemailer reads it). */
export function attachmentsOf(message: SendEmailOptions): OutgoingAttachment[] {
  // Payload's type leaves nodemailer's attachment shape open; read only the fields we send.
  const given = (message.attachments ?? []) as { filename?: unknown; content?: unknown; contentType?: string; cid?: string }[]
  return given.flatMap((attachment) => {
    const { content } = attachment
    if (typeof content !== 'string' && !(content instanceof Uint8Array)) return []
    return [
      {
        filename: typeof attachment.filename === 'string' ? attachment.filename : 'attachment',
        content: typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content),
        contentType: attachment.contentType,
        cid: attachment.cid,
      },
    ]
  })
}
