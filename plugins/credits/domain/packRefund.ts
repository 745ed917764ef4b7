/**
 * What a pack's refund gives back: its unused credits' share of the price paid, rounded down to
 * the penny (so refunds of a pack never add up to more than was paid). All unused: all of it.
 */
export function unusedCreditsRefund(pack: { credits: number; amountPence: number }, unused: number): number {
  if (unused <= 0 || pack.credits <= 0) return 0
  if (unused >= pack.credits) return pack.amountPence
  return Math.floor((pack.amountPence * unused) / pack.credits)
}
