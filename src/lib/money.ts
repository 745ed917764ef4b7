const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/** 950 -> "£9.50". Money is integer pence everywhere; this is the one place it becomes text. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100)
}

/**
 * The few API fields the spec gives in pounds (e.g. a booking's totalAmount) become pence here,
 * once. Rejects amounts that are not a whole number of pence.
 */
export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`Not an amount: ${pounds}`)
  const pence = Math.round(pounds * 100)
  if (Math.abs(pence - pounds * 100) > 1e-6) throw new RangeError(`${pounds} is not a whole number of pence`)
  return pence
}
