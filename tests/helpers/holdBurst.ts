import type { Payload } from 'payload'
import { bookingBody, eventDay } from './booking'
import { fromClient } from './clientAddress'
import { rest } from './payload'

/**
 * One client fires `requests` holds at once, each for a different e-mail address, into a fresh
 * slot with room for all of them; returns the answers' statuses and how many holds exist.
 */
export async function holdBurst(payload: Payload, requests: number, label: string): Promise<{ statuses: number[]; held: number }> {
  const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: requests * 2 + 10 }], label)
  const client = fromClient(`198.51.100.${Math.floor(Math.random() * 200) + 20}-${label}-${Date.now()}`)
  const answers = await Promise.all(
    Array.from({ length: requests }, (_, index) =>
      rest('POST', 'create-booking-payment', {
        body: bookingBody({ customerEmail: `burst-${Date.now()}-${index}@test.example`, selectedDate: date, selectedTime: '10:00' }),
        headers: client,
      }),
    ),
  )
  const held = await payload.count({
    collection: 'bookings',
    where: { and: [{ date: { equals: date } }, { status: { equals: 'held' } }] },
    overrideAccess: true,
  })
  return { statuses: answers.map((answer) => answer.status), held: held.totalDocs }
}
