// One process of the booking race (tests/int/booking-race.int.test.ts runs several at once): for
// each command (tests/race/commandLoop.ts) it fires `requests` concurrent bookings for one slot
// through the real operation, each with its own request and transaction, and answers what happened.
import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'
import { bookingRequestSchema } from '../../plugins/booking/domain/bookingRequestSchema'
import { placeBooking } from '../../plugins/booking/operations/placeBooking'
import { sanitizeOptions } from '../../plugins/booking/sanitizeOptions'
import { serveCommands } from './commandLoop'

export type BookingRaceCommand = { date: string; time: string; children: number; requests: number; disableSlotLock: boolean }
export type BookingRaceResult = Record<string, number>

const payload = await getPayload({ config })

async function race({ date, time, children, requests, disableSlotLock }: BookingRaceCommand): Promise<BookingRaceResult> {
  const options = sanitizeOptions({ secret: 'race-worker', siteUrl: 'http://localhost', disableSlotLock })
  const input = bookingRequestSchema.parse({
    customerName: `Racer ${process.pid}`,
    customerEmail: `racer-${process.pid}@test.example`,
    customerPhone: '07700 900000',
    selectedDate: date,
    selectedTime: time,
    agreeToTerms: true,
    ticketQuantities: { 'child-1-12': children },
    totalAmount: children * 9.5,
  })
  // Start together: every request is built first, then all are released at once.
  const outcomes = await Promise.all(
    Array.from({ length: requests }, async () => {
      const req = await createLocalReq({}, payload)
      try {
        return (await placeBooking(req, options, input)).status
      } catch (error) {
        return `error: ${(error as Error).message}`
      }
    }),
  )
  const counts: BookingRaceResult = {}
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1
  return counts
}

await serveCommands(race)
await payload.destroy()
process.exit(0)
