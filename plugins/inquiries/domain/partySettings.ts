/** What the manager sets under Parties > Party settings, with the defaults an unsaved venue reads. */
export type PackageTerms = { packageKey: string; depositPence: number; minChildren: number; maxChildren: number }

export type PartySettings = {
  packageTerms: PackageTerms[]
  defaultDepositPence: number
  depositHoldDays: number
  changesCloseDaysBefore: number
  depositRefundableDaysBefore: number
  roomCapacity: number
  cancellationTerms: string
  whatToBring: string
  arriveMinutesBefore: number
}

export const DEFAULT_PARTY_SETTINGS: PartySettings = {
  packageTerms: [
    { packageKey: 'bronze', depositPence: 5000, minChildren: 5, maxChildren: 30 },
    { packageKey: 'silver', depositPence: 5000, minChildren: 5, maxChildren: 30 },
    { packageKey: 'gold', depositPence: 5000, minChildren: 5, maxChildren: 30 },
    { packageKey: 'private-hire', depositPence: 10000, minChildren: 1, maxChildren: 60 },
  ],
  defaultDepositPence: 5000,
  depositHoldDays: 3,
  changesCloseDaysBefore: 7,
  depositRefundableDaysBefore: 14,
  roomCapacity: 30,
  cancellationTerms:
    'Your deposit secures the party slot. If you cancel at least {refundableDays} days before the party, we refund your deposit in full; after that the deposit is kept. Anything paid beyond the deposit is always refunded. You can change the number of children and the food until {changeDays} days before the party; after that, please call us.',
  whatToBring: 'Socks for everyone who plays (children and adults), the birthday cake if you are bringing one, and any party bags.',
  arriveMinutesBefore: 15,
}

/** The terms as the family reads them: the numbers in the text are the numbers the code enforces. */
export function cancellationTermsText(
  settings: Pick<PartySettings, 'cancellationTerms' | 'depositRefundableDaysBefore' | 'changesCloseDaysBefore'>,
): string {
  return settings.cancellationTerms
    .replaceAll('{refundableDays}', String(settings.depositRefundableDaysBefore))
    .replaceAll('{changeDays}', String(settings.changesCloseDaysBefore))
}

/** A package's deposit and limits: its own row, else the defaults (the room's capacity as the most). */
export function termsFor(settings: PartySettings, packageKey: string): PackageTerms {
  return (
    settings.packageTerms.find((terms) => terms.packageKey === packageKey) ?? {
      packageKey,
      depositPence: settings.defaultDepositPence,
      minChildren: 1,
      maxChildren: settings.roomCapacity,
    }
  )
}
