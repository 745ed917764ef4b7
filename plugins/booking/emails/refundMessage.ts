import { formatPence } from '@/lib/money'

/** What the cancelled customer gets back in money; the given note when it is nothing. */
export function refundMessage(refundPence: number, refundNote: string): string {
  if (refundPence <= 0) return refundNote
  return `${formatPence(refundPence)} will be refunded to your original payment method. Bank payments take 1-3 business days.`
}

export function creditsReturnedMessage(creditsReturned: number): string | null {
  if (creditsReturned <= 0) return null
  return `${creditsReturned} session ${creditsReturned === 1 ? 'credit has' : 'credits have'} been returned to your account.`
}
