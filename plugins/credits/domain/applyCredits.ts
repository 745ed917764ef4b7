export type CreditApplication = { used: number; savingsPence: number }

/**
 * Credits pay for child tickets, one credit per child, most expensive tickets first; each saves
 * its ticket's price up to the credit's value. Used = min(children, balance).
 */
export function applyCredits(childTicketPrices: readonly number[], balance: number, creditValuePence: number): CreditApplication {
  const covered = [...childTicketPrices].sort((a, b) => b - a).slice(0, Math.max(0, Math.min(balance, childTicketPrices.length)))
  return { used: covered.length, savingsPence: covered.reduce((sum, price) => sum + Math.min(price, creditValuePence), 0) }
}

export type CreditGrant = { purchaseId: number; credits: number; purchasedAt: string }
export type CreditPack = CreditGrant & { creditsRemaining: number }

/** What is left of each pack when `spent` credits (net of returns) were taken oldest pack first. */
export function remainingByPack(grants: readonly CreditGrant[], spent: number): CreditPack[] {
  let toTake = Math.max(0, spent)
  return [...grants]
    .sort((a, b) => a.purchasedAt.localeCompare(b.purchasedAt) || a.purchaseId - b.purchaseId)
    .map((grant) => {
      const taken = Math.min(grant.credits, toTake)
      toTake -= taken
      return { ...grant, creditsRemaining: grant.credits - taken }
    })
}
