/** The gift vouchers on sale in a new venue: £10, £25 and £50, good for 12 months. */
export const voucherOfferSeed = {
  available: true,
  amounts: [{ amountPence: 1000 }, { amountPence: 2500 }, { amountPence: 5000 }],
  expiryMonths: 12,
}
