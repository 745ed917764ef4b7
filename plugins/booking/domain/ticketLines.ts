export type TicketLine = { title: string; quantity: number; lineTotalPence: number }

/** The ticket lines a family sees (in e-mails and on their booking pages): what they bought, without empty lines. */
export function ticketLines(tickets: readonly TicketLine[] | null | undefined): TicketLine[] {
  return (tickets ?? [])
    .filter((line) => line.quantity > 0)
    .map(({ title, quantity, lineTotalPence }) => ({ title, quantity, lineTotalPence }))
}
