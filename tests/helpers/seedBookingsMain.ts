// `payload run tests/helpers/seedBookingsMain.ts` with DATABASE_URL, MEDIA_DIR and SEED_BOOKINGS
// (how many): seeds the database as `npm run seed` does, then books and pays for that many
// bookings through the app's REST routes; prints their ids on one line after BOOKINGS.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from './booking'
import { rest } from './payload'

const payload = await getPayload({ config })
await seed(payload)
const ids: number[] = []
for (let turn = 1; turn <= Number(process.env.SEED_BOOKINGS ?? 1); turn += 1) {
  const body = bookingBody({
    customerName: `Seeded Family ${turn}`,
    customerEmail: `seeded-${turn}@test.example`,
    selectedDate: await ordinaryDay(payload),
  })
  const created = await rest('POST', 'create-booking-payment', { body })
  if (created.status !== 201) throw new Error(`booking ${turn} was refused (${created.status}): ${created.text}`)
  const { clientSecret, bookingId } = created.json as { clientSecret: string; bookingId: number }
  const paid = await rest('POST', 'payments/test/confirm', { body: { clientSecret } })
  if (paid.status !== 200) throw new Error(`booking ${turn} was not paid (${paid.status}): ${paid.text}`)
  ids.push(bookingId)
}
process.stdout.write(`\nBOOKINGS ${JSON.stringify(ids)}\n`)
await payload.destroy()
process.exit(0)
