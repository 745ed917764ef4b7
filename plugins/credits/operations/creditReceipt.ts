import { createElement } from 'react'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { createLocalReq } from 'payload'
import { EMAIL_QUEUE, htmlAndText, loadEmailVenue, withIdempotencyKey } from '@plugins/email'
import { CreditReceiptEmail } from '../emails/CreditReceiptEmail'
import { CREDIT_PURCHASES_SLUG } from '../types'
import { creditBalance } from './creditLedger'

export const SEND_CREDIT_RECEIPT_TASK = 'sendCreditReceipt'

/** Queued in the payment's transaction; rendered and handed to the e-mail queue by the job. */
export async function queueCreditReceipt(req: PayloadRequest, purchaseId: number): Promise<void> {
  await req.payload.jobs.queue({ task: SEND_CREDIT_RECEIPT_TASK, input: { purchaseId }, queue: EMAIL_QUEUE, req })
}

async function sendCreditReceipt(payload: Payload, purchaseId: number, siteUrl: string): Promise<void> {
  const req = await createLocalReq({}, payload)
  const purchase = await payload.findByID({ collection: CREDIT_PURCHASES_SLUG, id: purchaseId, depth: 0, overrideAccess: true })
  const [venue, balance] = await Promise.all([loadEmailVenue(payload, siteUrl), creditBalance(req, purchase.customerEmail)])
  const body = await htmlAndText(
    createElement(CreditReceiptEmail, {
      venue,
      customerName: purchase.customerName,
      credits: purchase.credits,
      amountPence: purchase.amountPence,
      savingsPence: purchase.savingsPence,
      balance,
    }),
  )
  const message = { to: purchase.customerEmail, replyTo: venue.email, subject: `Your ${purchase.credits} session credits`, ...body }
  await payload.sendEmail(withIdempotencyKey(message, `credit-receipt-${purchaseId}`))
}

export const sendCreditReceiptTask = (siteUrl: string): TaskConfig<typeof SEND_CREDIT_RECEIPT_TASK> => ({
  slug: SEND_CREDIT_RECEIPT_TASK,
  label: 'E-mail a credit purchase receipt',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'purchaseId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await sendCreditReceipt(req.payload, input.purchaseId, siteUrl)
    return { output: {} }
  },
})
