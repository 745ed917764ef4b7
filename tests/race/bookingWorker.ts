// One process of the booking race: fires RACE_REQUESTS concurrent bookings for one slot through
// the real operation (each with its own request and transaction) and prints what happened.
// Run by tests/int/booking-race.int.test.ts with `payload run`, several processes at once.
import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'
import { bookingRequestSchema } from '../../plugins/booking/domain/bookingRequestSchema'
import { placeBooking } from '../../plugins/booking/operations/placeBooking'
import { sanitizeOptions } from '../../plugins/booking/sanitizeOptions'

const requests = Number(process.env.RACE_REQUESTS)
const date = process.env.RACE_DATE!
const time = process.env.RACE_TIME!
const children = Number(process.env.RACE_CHILDREN)

const payload = await getPayload({ config })
const options = sanitizeOptions({
  secret: 'race-worker',
  siteUrl: 'http://localhost',
  disableSlotLock: process.env.BOOKING_TEST_DISABLE_SLOT_LOCK === '1',
})
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
const counts: Record<string, number> = {}
for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1
console.log(`RACE_RESULT ${JSON.stringify(counts)}`)
await payload.destroy()
process.exit(0)
