import { APIError, type EmailAdapter } from 'payload'
import { Resend } from 'resend'
import type { EmailPluginOptions } from '../types'
import { takeIdempotencyKey } from '../idempotency'
import { addressList, attachmentsOf, bodyText, formatFrom } from './addresses'

export const resendAdapter =
  ({ resendApiKey, fromAddress, fromName }: EmailPluginOptions & { resendApiKey: string }): EmailAdapter<{ id: string }> =>
  () => {
    const resend = new Resend(resendApiKey)
    return {
      name: 'resend',
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      sendEmail: async (keyed) => {
        const { key, message } = takeIdempotencyKey(keyed)
        const html = typeof message.html === 'string' ? message.html : undefined
        const text = bodyText(message.text) ?? ''
        const { data, error } = await resend.emails.send(
          {
            from: formatFrom(message.from, fromName, fromAddress),
            to: addressList(message.to),
            cc: addressList(message.cc),
            bcc: addressList(message.bcc),
            replyTo: addressList(message.replyTo),
            subject: message.subject ?? '',
            ...(html ? { html, text } : { text }),
            attachments: attachmentsOf(message).map(({ filename, content, contentType, cid }) => ({
              filename,
              content,
              contentType,
              contentId: cid,
            })),
          },
          key ? { idempotencyKey: key } : undefined,
        )
        if (error || !data) throw new APIError(`Resend refused the message: ${error?.message ?? 'no id returned'}`, 502)
        return { id: data.id }
      },
    }
  }
