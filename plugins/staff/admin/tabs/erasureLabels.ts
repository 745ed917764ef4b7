import type { ErasureCounts } from '../../domain/staffApi'

/** What each count of an erasure means, in the order the result lists them. */
export const ERASURE_LABELS: Record<keyof ErasureCounts, string> = {
  bookings: 'Bookings',
  visits: 'Visit records',
  creditPurchases: 'Credit packs',
  creditLedgerRows: 'Credit ledger rows',
  creditsClosed: 'Unspent credits closed',
  giftVouchers: 'Gift vouchers bought (code and balance kept)',
  loyaltyMembers: 'Loyalty accounts',
  pointsClosed: 'Loyalty points closed',
  rewardCodesClosed: 'Unused reward codes closed',
  inquiries: 'Inquiries',
  parties: 'Parties',
  waitingListEntries: 'Waiting-list entries deleted',
  emails: 'E-mails deleted',
  verificationCodes: 'One-time codes deleted',
  storedAnswers: 'Stored desk and kiosk answers deleted',
  auditEntries: 'Audit entries cleared',
}
