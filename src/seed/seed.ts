import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
  type Where,
} from 'payload'
import { env } from '@/lib/env'
import { addBusinessMonths, businessDate } from '@/lib/time/businessDate'
import { bookingSettingsSeed } from './data/bookingSettings'
import { sampleEventDate, specialDaysSeed, upcomingEventDay } from './data/specialDays'
import { ticketTypesSeed } from './data/ticketTypes'
import { venueSeed } from './data/venue'

export type SeedReport = { created: string[]; kept: string[] }

type SeedContext = { payload: Payload; req: PayloadRequest; report: SeedReport }

/** Creates the document unless one matching `where` exists; notes which in the report. */
async function createUnlessExists<TSlug extends CollectionSlug>(
  { payload, req, report }: SeedContext,
  collection: TSlug,
  where: Where,
  data: RequiredDataFromCollectionSlug<TSlug>,
  label: string,
): Promise<void> {
  const found = await payload.count({ collection, where, req })
  if (found.totalDocs > 0) {
    report.kept.push(label)
    return
  }
  await payload.create({ collection, data, req })
  report.created.push(label)
}

/**
 * Idempotent: creates what is missing, never overwrites what the manager has edited.
 * Runs in one transaction, so a failure leaves the database as it was.
 */
export async function seed(payload: Payload, today: string = businessDate()): Promise<SeedReport> {
  const report: SeedReport = { created: [], kept: [] }
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const shouldCommit = await initTransaction(req)
  try {
    const context: SeedContext = { payload, req, report }
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
    // Only a database without any admin gets one: a renamed or removed seed admin stays so.
    await createUnlessExists(
      context,
      'users',
      { roles: { contains: 'admin' } },
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin', roles: ['admin'] },
      'an admin user',
    )
    for (const ticket of ticketTypesSeed) {
      await createUnlessExists(context, 'ticket-types', { key: { equals: ticket.key } }, ticket, `ticket type ${ticket.key}`)
    }
    for (const day of specialDaysSeed) {
      await createUnlessExists(context, 'special-days', { date: { equals: day.date } }, day, `special day ${day.date}`)
    }

    const venue = await payload.findGlobal({ slug: 'venue', depth: 0, req })
    if (!venue.name) {
      await payload.updateGlobal({ slug: 'venue', data: venueSeed, req })
      report.created.push('venue facts')
    } else report.kept.push('venue facts')

    const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0, req })
    if (!settings.slots?.length) {
      await payload.updateGlobal({ slug: 'booking-settings', data: bookingSettingsSeed, req })
      report.created.push('booking settings')
    } else report.kept.push('booking settings')

    const { bookingWindowMonths } = await payload.findGlobal({ slug: 'booking-settings', depth: 0, req })
    const windowEnd = addBusinessMonths(today, bookingWindowMonths)
    const upcomingEvents = await payload.count({
      collection: 'special-days',
      where: {
        and: [
          { date: { greater_than_equal: today } },
          { date: { less_than_equal: windowEnd } },
          { 'event.title': { exists: true } },
        ],
      },
      req,
    })
    if (upcomingEvents.totalDocs === 0) {
      const eventDate = sampleEventDate(today, windowEnd)
      await createUnlessExists(context, 'special-days', { date: { equals: eventDate } }, upcomingEventDay(eventDate), `upcoming event day ${eventDate}`)
    }

    if (shouldCommit) await commitTransaction(req)
    return report
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** "Empty" means nobody has ever signed up: the first start of a new database. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  return users.totalDocs === 0
}
