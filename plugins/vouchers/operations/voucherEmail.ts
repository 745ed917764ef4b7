import { createElement } from 'react'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { EMAIL_QUEUE, htmlAndText, loadEmailVenue, withIdempotencyKey } from '@plugins/email'
import { isErasedAddress } from '@/lib/db/personalDataErasure'
import { formatPence } from '@/lib/money'
import { voucherPrintToken } from '../domain/printToken'
import { GiftVoucherEmail } from '../emails/GiftVoucherEmail'
import { GIFT_VOUCHERS_SLUG, type SanitizedVouchersOptions } from '../types'
import { loadVoucherOffer } from './loadVoucherOffer'

export const SEND_GIFT_VOUCHER_TASK = 'sendGiftVoucher'

/** Queued in the payment's transaction; rendered and handed to the e-mail queue by the job. */
export async function queueVoucherEmail(req: PayloadRequest, voucherId: number): Promise<void> {
  await req.payload.jobs.queue({ task: SEND_GIFT_VOUCHER_TASK, input: { voucherId }, queue: EMAIL_QUEUE, req })
}

export const voucherPrintUrl = (options: Pick<SanitizedVouchersOptions, 'secret' | 'siteUrl'>, voucherId: number) =>
  `${options.siteUrl}/gift-vouchers/print?token=${encodeURIComponent(voucherPrintToken(options.secret, voucherId))}`

async function sendVoucherEmail(payload: Payload, voucherId: number, options: SanitizedVouchersOptions): Promise<void> {
  const voucher = await payload.findByID({ collection: GIFT_VOUCHERS_SLUG, id: voucherId, depth: 0, overrideAccess: true })
  // Erased (or never issued): nothing to send.
  if (voucher.status !== 'issued' || !voucher.code || isErasedAddress(voucher.buyerEmail)) return
  const [venue, offer] = await Promise.all([loadEmailVenue(payload, options.siteUrl), loadVoucherOffer(payload)])
  const body = await htmlAndText(
    createElement(GiftVoucherEmail, {
      venue,
      buyerName: voucher.buyerName,
      recipientName: voucher.recipientName,
      message: voucher.message ?? null,
      code: voucher.code,
      amountPence: voucher.amountPence,
      expiresOn: voucher.expiresOn ?? '',
      terms: offer.terms,
      printUrl: voucherPrintUrl(options, voucher.id),
    }),
  )
  const message = {
    to: voucher.buyerEmail,
    replyTo: venue.email,
    subject: `Your ${formatPence(voucher.amountPence)} gift voucher for ${voucher.recipientName}`,
    ...body,
  }
  await payload.sendEmail(withIdempotencyKey(message, `gift-voucher-${voucherId}`))
}

export const sendVoucherEmailTask = (options: SanitizedVouchersOptions): TaskConfig<typeof SEND_GIFT_VOUCHER_TASK> => ({
  slug: SEND_GIFT_VOUCHER_TASK,
  label: 'E-mail a gift voucher to its buyer',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'voucherId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await sendVoucherEmail(req.payload, input.voucherId, options)
    return { output: {} }
  },
})
