/** The largest quantity of one ticket type in one booking; a bigger group is a party or a call. */
export const MAX_TICKETS_PER_TYPE = 60

export type PricedTicketType = {
  key: string
  title: string
  pricePence: number
  feePence: number
  countsAsChild?: boolean | null
  active?: boolean | null
}

export type PricedLine = {
  ticketKey: string
  title: string
  quantity: number
  unitPricePence: number
  feePence: number
  lineTotalPence: number
}

export type PricedBooking = { status: 'ok'; lines: PricedLine[]; totalPence: number; children: number; adults: number }
/** Why a booking cannot be priced; the endpoint answers each with a 400. */
export type PricingProblemCode = 'unknown_ticket' | 'invalid_quantity' | 'too_many_tickets' | 'no_tickets'
export type PricingProblem = { status: 'invalid'; code: PricingProblemCode; message: string }

/**
 * The server's price of a booking, from the CMS's ticket types. Every key must be a ticket type on
 * sale, every quantity a whole number from 0 to MAX_TICKETS_PER_TYPE, and at least one ticket chosen.
 */
export function priceBooking(quantities: Record<string, number>, ticketTypes: PricedTicketType[]): PricedBooking | PricingProblem {
  const onSale = new Map(ticketTypes.filter((type) => type.active !== false).map((type) => [type.key, type]))
  const lines: PricedLine[] = []
  let children = 0
  let adults = 0
  for (const [key, quantity] of Object.entries(quantities)) {
    const type = onSale.get(key)
    if (!type) return { status: 'invalid', code: 'unknown_ticket', message: `There is no ticket type "${key}" on sale` }
    if (!Number.isInteger(quantity) || quantity < 0)
      return {
        status: 'invalid',
        code: 'invalid_quantity',
        message: `The number of ${type.title} tickets must be a whole number, 0 or more`,
      }
    if (quantity > MAX_TICKETS_PER_TYPE) {
      return {
        status: 'invalid',
        code: 'too_many_tickets',
        message: `At most ${MAX_TICKETS_PER_TYPE} ${type.title} tickets can be booked online; please call us for larger groups`,
      }
    }
    if (quantity === 0) continue
    lines.push({
      ticketKey: key,
      title: type.title,
      quantity,
      unitPricePence: type.pricePence,
      feePence: type.feePence,
      lineTotalPence: quantity * (type.pricePence + type.feePence),
    })
    if (type.countsAsChild) children += quantity
    else adults += quantity
  }
  if (lines.length === 0) return { status: 'invalid', code: 'no_tickets', message: 'Please select at least one ticket to continue' }
  return { status: 'ok', lines, totalPence: lines.reduce((sum, line) => sum + line.lineTotalPence, 0), children, adults }
}

/** One price (ticket plus fee) per child ticket chosen: what session credits can cover. */
export function childTicketPrices(
  quantities: Record<string, number>,
  ticketTypes: Pick<PricedTicketType, 'key' | 'pricePence' | 'feePence' | 'countsAsChild'>[],
): number[] {
  return ticketTypes
    .filter((type) => type.countsAsChild)
    .flatMap((type) => Array.from({ length: Math.max(0, quantities[type.key] ?? 0) }, () => type.pricePence + type.feePence))
}
