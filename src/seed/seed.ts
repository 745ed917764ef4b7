import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { env } from '@/lib/env'
import { addBusinessMonths, businessDate, addBusinessDays, sundayAfter } from '@/lib/time/businessDate'
import { bookingSettingsSeed } from './data/bookingSettings'
import { specialDaysSeed, upcomingEventDay } from './data/specialDays'
import { ticketTypesSeed } from './data/ticketTypes'
import { venueSeed } from './data/venue'

export type SeedReport = { created: string[]; kept: string[] }

/**
 * Idempotent: creates what is missing, never overwrites what the manager has edited.
 * Runs in one transaction, so a failure leaves the database as it was.
 */
export async function seed(payload: Payload, today: string = businessDate()): Promise<SeedReport> {
  const report: SeedReport = { created: [], kept: [] }
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const shouldCommit = await initTransaction(req)
  try {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
    const admins = await payload.count({ collection: 'users', where: { email: { equals: ADMIN_EMAIL } }, req })
    if (admins.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin', roles: ['admin'] },
        req,
      })
      report.created.push(`admin user ${ADMIN_EMAIL}`)
    } else report.kept.push(`admin user ${ADMIN_EMAIL}`)

    for (const ticket of ticketTypesSeed) {
      const found = await payload.count({ collection: 'ticket-types', where: { key: { equals: ticket.key } }, req })
      if (found.totalDocs > 0) report.kept.push(`ticket type ${ticket.key}`)
      else {
        await payload.create({ collection: 'ticket-types', data: ticket, req })
        report.created.push(`ticket type ${ticket.key}`)
      }
    }

    for (const day of specialDaysSeed) {
      const found = await payload.count({ collection: 'special-days', where: { date: { equals: day.date } }, req })
      if (found.totalDocs > 0) report.kept.push(`special day ${day.date}`)
      else {
        await payload.create({ collection: 'special-days', data: day, req })
        report.created.push(`special day ${day.date}`)
      }
    }

    const upcomingEvents = await payload.count({
      collection: 'special-days',
      where: {
        and: [
          { date: { greater_than_equal: today } },
          { date: { less_than_equal: addBusinessMonths(today, 1) } },
          { 'event.title': { exists: true } },
        ],
      },
      req,
    })
    if (upcomingEvents.totalDocs === 0) {
      // A Sunday two to three weeks out: inside a one-month window, with time to try the flow.
      const eventDate = sundayAfter(addBusinessDays(today, 13))
      const taken = await payload.count({ collection: 'special-days', where: { date: { equals: eventDate } }, req })
      if (taken.totalDocs === 0) {
        await payload.create({ collection: 'special-days', data: upcomingEventDay(eventDate), req })
        report.created.push(`upcoming event day ${eventDate}`)
      }
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
