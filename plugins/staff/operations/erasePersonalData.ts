import type { PayloadRequest } from 'payload'
import { eraseAuditEntries, recordAudit } from '@plugins/audit'
import { BOOKINGS_SLUG, eraseBookingPersonalData, erasePrivateHireDescriptions, RESTRICTIONS_SLUG } from '@plugins/booking'
import { eraseVisitPersonalData } from '@plugins/checkin'
import { CREDIT_LEDGER_SLUG, CREDIT_PURCHASES_SLUG, eraseCreditsPersonalData } from '@plugins/credits'
import { purgeEmailsTo } from '@plugins/email'
import { eraseInquiriesFrom, INQUIRIES_SLUG, PARTIES_SLUG } from '@plugins/inquiries'
import { eraseLoyaltyMember, LOYALTY_MEMBERS_SLUG } from '@plugins/loyalty'
import { normalizeEmail, purgeCodesFor } from '@plugins/verification'
import { eraseVoucherPersonalData, GIFT_VOUCHERS_SLUG } from '@plugins/vouchers'
import { eraseWaitingListEntries, WAITING_LIST_SLUG } from '@plugins/waitlist'
import { erasedAddress } from '@/lib/db/personalDataErasure'
import { inTransaction } from '@/lib/db/transaction'
import { forgetAnswersMentioning } from '@/lib/http/idempotentRequests'
import type { ErasureCounts } from '../domain/staffApi'

/**
 * Erases everything held about one address (UK GDPR, right to erasure; issue 27, ADR 0021) in ONE
 * transaction: each owning plugin erases its own rows (ADR 0020), then one audit entry records
 * that an erasure happened and who did it, with the counts and nothing personal. Any failure
 * rolls all of it back. Money stays: amounts, dates, references and statuses are untouched.
 */
export async function erasePersonalData(req: PayloadRequest, email: string, now: Date): Promise<ErasureCounts> {
  const address = normalizeEmail(email)
  const replacement = erasedAddress()
  return inTransaction(req, async () => {
    const bookings = await eraseBookingPersonalData(req, address, replacement)
    const visits = await eraseVisitPersonalData(req, bookings.bookingIds)
    const credits = await eraseCreditsPersonalData(req, address, replacement)
    const vouchers = await eraseVoucherPersonalData(req, address, replacement)
    const loyalty = await eraseLoyaltyMember(req, address, replacement, now)
    const inquiries = await eraseInquiriesFrom(req, address)
    const blocks = await erasePrivateHireDescriptions(req, inquiries.partyIds)
    const waiting = await eraseWaitingListEntries(req, address)
    const emails = await purgeEmailsTo(req, address)
    const codes = await purgeCodesFor(req, address)
    const storedAnswers = await forgetAnswersMentioning(req, address)
    const auditEntries = await eraseAuditEntries(req, [
      { entity: BOOKINGS_SLUG, ids: bookings.bookingIds },
      { entity: CREDIT_PURCHASES_SLUG, ids: credits.purchaseIds },
      // Balance adjustments at the desk (adjustBalances) are recorded against a ledger row or the member.
      { entity: CREDIT_LEDGER_SLUG, ids: credits.ledgerIds },
      { entity: LOYALTY_MEMBERS_SLUG, ids: loyalty.memberIds },
      { entity: GIFT_VOUCHERS_SLUG, ids: vouchers.voucherIds },
      { entity: INQUIRIES_SLUG, ids: inquiries.inquiryIds },
      { entity: PARTIES_SLUG, ids: inquiries.partyIds },
      { entity: RESTRICTIONS_SLUG, ids: blocks },
      { entity: WAITING_LIST_SLUG, ids: waiting.entryIds },
    ])
    const counts: ErasureCounts = {
      bookings: bookings.bookingIds.length,
      visits,
      creditPurchases: credits.purchaseIds.length,
      creditLedgerRows: credits.ledgerRows,
      creditsClosed: credits.creditsClosed,
      giftVouchers: vouchers.voucherIds.length,
      loyaltyMembers: loyalty.members,
      pointsClosed: loyalty.pointsClosed,
      rewardCodesClosed: loyalty.redemptionsClosed,
      inquiries: inquiries.inquiryIds.length,
      parties: inquiries.partyIds.length,
      waitingListEntries: waiting.entryIds.length,
      emails: emails.outbox + emails.queued,
      verificationCodes: codes.codes,
      storedAnswers,
      auditEntries,
    }
    // The entry names no one: not the address, not a booking, only how much was erased and when.
    await recordAudit(req, {
      action: 'personal_data_erased',
      summary: `Erased one person's personal data: ${counts.bookings} bookings, ${counts.creditPurchases} credit packs, ${counts.inquiries} inquiries`,
      entity: 'personal-data',
      recordId: now.toISOString(),
      after: counts,
    })
    return counts
  })
}
