import type { PayloadRequest } from 'payload'
import type { CancellationSettings } from '../domain/cancellationPolicy'

export type CancellationContent = CancellationSettings & { policyText: string }

/** The manager's cancellation policy from the CMS, with the seeded defaults for a row saved before it existed. */
export async function loadCancellationSettings(req: PayloadRequest): Promise<CancellationContent> {
  const settings = await req.payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true })
  return {
    rule: settings.cancellation?.rule ?? 'hours_before_slot',
    hoursBefore: settings.cancellation?.hoursBefore ?? 24,
    policyText: settings.cancellation?.policyText ?? '',
  }
}
