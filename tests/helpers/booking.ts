import type { Payload } from 'payload'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'

/** A valid booking payload (the spec's shape; totalAmount in pounds) for the seeded prices. */
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Jo Family',
    customerEmail: 'jo@test.example',
    customerPhone: '07700 900789',
    selectedDate: addBusinessDays(businessDate(), 3),
    specialRequests: '',
    agreeToTerms: true,
    ticketQuantities: { 'child-0-1': 0, 'child-1-12': 2, adult: 1 },
    totalAmount: 21,
    loyaltyOptIn: true,
    ...overrides,
  }
}

let offset = 0
/**
 * A date inside the booking window that no other special day uses, made an event day with the
 * given slots. Each call takes a new date, so tests never share a slot's places.
 */
export async function eventDay(payload: Payload, slots: { start: string; end: string; capacity: number }[], title = 'Test party'): Promise<string> {
  for (;;) {
    offset += 1
    const date = addBusinessDays(businessDate(), 1 + (offset % 28))
    const taken = await payload.count({ collection: 'special-days', where: { date: { equals: date } } })
    if (taken.totalDocs > 0) continue
    await payload.create({ collection: 'special-days', data: { date, label: 'Test event', event: { title, slots, defaultSlotStart: slots[0]!.start } } })
    return date
  }
}
