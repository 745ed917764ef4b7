import type { EmailAdapter } from 'payload'
import { OUTBOX_SLUG, type EmailPluginOptions } from '../types'
import { addressList, attachmentsOf, bodyText, formatFrom } from './addresses'

/** Development and test adapter: keeps every message in the outbox collection and logs it. */
export const outboxAdapter =
  ({ fromAddress, fromName }: EmailPluginOptions): EmailAdapter<{ id: number | string }> =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    sendEmail: async (message) => {
      const to = addressList(message.to).join(', ')
      const doc = await payload.create({
        collection: OUTBOX_SLUG,
        overrideAccess: true,
        data: {
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
    },
  })
