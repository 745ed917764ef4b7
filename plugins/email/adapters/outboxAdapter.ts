import type { EmailAdapter, Payload } from 'payload'
import { takeIdempotencyKey } from '../idempotency'
import { OUTBOX_SLUG, type EmailPluginOptions } from '../types'
import { addressList, attachmentsOf, bodyText, formatFrom } from './addresses'

async function keptWithKey(payload: Payload, key: string | undefined): Promise<{ id: number } | undefined> {
  if (!key) return undefined
  const { docs } = await payload.find({
    collection: OUTBOX_SLUG,
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Development and test adapter: keeps every message in the outbox collection and logs it. A
 * message sent again with the same idempotency key is the one already kept.
 */
export const outboxAdapter =
  ({ fromAddress, fromName }: EmailPluginOptions): EmailAdapter<{ id: number | string }> =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    sendEmail: async (keyed) => {
      const { key, message } = takeIdempotencyKey(keyed)
      const earlier = await keptWithKey(payload, key)
      if (earlier) return { id: earlier.id }
      const to = addressList(message.to).join(', ')
      try {
        const doc = await payload.create({
          collection: OUTBOX_SLUG,
          overrideAccess: true,
          data: {
            idempotencyKey: key ?? null,
            to,
            from: formatFrom(message.from, fromName, fromAddress),
            replyTo: addressList(message.replyTo).join(', ') || undefined,
            subject: message.subject ?? '(no subject)',
            text: bodyText(message.text),
            html: typeof message.html === 'string' ? message.html : undefined,
            attachments: attachmentsOf(message).map(({ filename, content, contentType, cid }) => ({
              filename,
              contentType: contentType ?? null,
              cid: cid ?? null,
              bytes: content.length,
              contentBase64: content.toString('base64'),
            })),
          },
        })
        payload.logger.info({ msg: 'e-mail kept in the outbox', to, subject: message.subject })
        return { id: doc.id }
      } catch (error) {
        // Two sends with one key at once: the unique key lets one in, and the other is that one.
        const winner = await keptWithKey(payload, key)
        if (winner) return { id: winner.id }
        throw error
      }
    },
  })
