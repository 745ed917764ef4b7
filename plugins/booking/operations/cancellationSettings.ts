import type { PayloadRequest } from 'payload'
import type { BookingSetting } from '@/payload-types'
import type { CancellationSettings } from '../domain/cancellationPolicy'

export type CancellationContent = CancellationSettings & { policyText: string }

/** The manager's cancellation policy from booking settings, with the seeded defaults for a row saved before it existed. */
export function cancellationContent(settings: Pick<BookingSetting, 'cancellation'>): CancellationContent {
  return {
    rule: settings.cancellation?.rule ?? 'hours_before_slot',
    hoursBefore: settings.cancellation?.hoursBefore ?? 24,
    policyText: settings.cancellation?.policyText ?? '',
  }
}

export async function loadCancellationSettings(req: PayloadRequest): Promise<CancellationContent> {
  return cancellationContent(await req.payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true }))
}
