import type { Payload } from 'payload'
import { verifyVoucherPrintToken } from '../domain/printToken'
import { GIFT_VOUCHERS_SLUG } from '../types'
import { loadVoucherOffer } from './loadVoucherOffer'
import { voucherBalanceOutsideTransaction } from './voucherLedger'

export type PrintableVoucher = {
  code: string
  amountPence: number
  balancePence: number
  recipientName: string
  buyerName: string
  message: string | null
  expiresOn: string
  terms: string
}

/** The voucher a print link names, for /gift-vouchers/print; null for a forged link or a voucher not (or no longer) issued. */
export async function loadPrintableVoucher(payload: Payload, secret: string, token: string): Promise<PrintableVoucher | null> {
  const voucherId = verifyVoucherPrintToken(secret, token)
  if (voucherId === null) return null
  const voucher = await payload.findByID({
    collection: GIFT_VOUCHERS_SLUG,
    id: voucherId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!voucher || voucher.status !== 'issued' || !voucher.code) return null
  const [offer, balancePence] = await Promise.all([loadVoucherOffer(payload), voucherBalanceOutsideTransaction(payload, voucherId)])
  return {
    code: voucher.code,
    amountPence: voucher.amountPence,
    balancePence,
    recipientName: voucher.recipientName,
    buyerName: voucher.buyerName,
    message: voucher.message ?? null,
    expiresOn: voucher.expiresOn ?? '',
    terms: offer.terms,
  }
}
