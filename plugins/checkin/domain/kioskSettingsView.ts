/** GET /api/check-in/kiosk-settings (docs/api/check-in.md): what the tablet shows, from the CMS. */
export type KioskSettingsView = {
  waiver: { version: number; terms: string; liability: string }
  parking: { text: string; freeHours: number; feePence: number; feeHours: number; arriveEarlyMinutes: number }
  footer: { hours: string; sessionsNote: string; safetyNote: string }
  timing: { idleResetSeconds: number; successResetSeconds: number }
  ticketSuggestions: { key: string; title: string; pricePence: number; onlyWhenOneChild: boolean }[]
  partyPackages: { name: string; perChildPence: number; recommended: boolean }[]
}

export type KioskSettingsInput = {
  waiverVersion?: number | null
  terms: string
  liability: string
  parkingText: string
  parkingFreeHours: number
  parkingFeePence: number
  parkingFeeHours: number
  sessionsNote: string
  safetyNote: string
  idleResetSeconds: number
  successResetSeconds: number
  ticketSuggestions?: { key: string; title: string; pricePence: number; onlyWhenOneChild?: boolean | null }[] | null
}

export type PartyPackageInput = {
  name: string
  pricePence: number
  pricing: 'perChild' | 'flat'
  recommended?: boolean | null
  active?: boolean | null
}

export function kioskSettingsView(
  settings: KioskSettingsInput,
  context: { footerHours: string; arriveEarlyMinutes: number; partyPackages: PartyPackageInput[] },
): KioskSettingsView {
  return {
    waiver: { version: settings.waiverVersion ?? 0, terms: settings.terms, liability: settings.liability },
    parking: {
      text: settings.parkingText,
      freeHours: settings.parkingFreeHours,
      feePence: settings.parkingFeePence,
      feeHours: settings.parkingFeeHours,
      arriveEarlyMinutes: context.arriveEarlyMinutes,
    },
    footer: { hours: context.footerHours, sessionsNote: settings.sessionsNote, safetyNote: settings.safetyNote },
    timing: { idleResetSeconds: settings.idleResetSeconds, successResetSeconds: settings.successResetSeconds },
    ticketSuggestions: (settings.ticketSuggestions ?? []).map(({ key, title, pricePence, onlyWhenOneChild }) => ({
      key,
      title,
      pricePence,
      onlyWhenOneChild: onlyWhenOneChild === true,
    })),
    // Only per-child packages make a per-child estimate; flat-priced hire is not one of them.
    partyPackages: context.partyPackages
      .filter((candidate) => candidate.active !== false && candidate.pricing === 'perChild')
      .map(({ name, pricePence, recommended }) => ({ name, perChildPence: pricePence, recommended: recommended === true })),
  }
}
