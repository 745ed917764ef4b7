import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { BUSY_SETTINGS_SLUG, busySettingsDefaults } from '@plugins/occupancy'
import { env } from '@/lib/env'
import { addBusinessMonths, businessDate } from '@/lib/time/businessDate'
import { bookingSettingsSeed } from './data/bookingSettings'
import { landingPageSeed, menuPageSeed, partyPageSeed } from './data/pageCopy'
import { sampleEventDate, specialDaysSeed, upcomingEventDay } from './data/specialDays'
import { ticketTypesSeed } from './data/ticketTypes'
import { kioskSettingsSeed } from './data/kioskSettings'
import { venueSeed } from './data/venue'
import { seedContent } from './seedContent'
import { createUnlessExists, type SeedContext, type SeedReport } from './seedContext'
import { seedCreditsAndLoyalty } from './seedCreditsAndLoyalty'

export type { SeedReport } from './seedContext'

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

    await seedContent(context)

    const venue = await payload.findGlobal({ slug: 'venue', depth: 0, req })
    if (!venue.name) {
      await payload.updateGlobal({ slug: 'venue', data: venueSeed, req })
      report.created.push('venue facts')
    } else report.kept.push('venue facts')

    // Its fields have defaults, which a never-saved global reads as values: saved is the test.
    const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0, req })
    if (!settings.updatedAt) {
      await payload.updateGlobal({ slug: 'booking-settings', data: bookingSettingsSeed, req })
      report.created.push('booking settings')
    } else report.kept.push('booking settings')

    await seedCreditsAndLoyalty(context)

    const busy = await payload.findGlobal({ slug: BUSY_SETTINGS_SLUG, depth: 0, req })
    if (!busy.updatedAt) {
      await payload.updateGlobal({ slug: BUSY_SETTINGS_SLUG, data: busySettingsDefaults, req })
      report.created.push('busy now settings')
    } else report.kept.push('busy now settings')

    const kiosk = await payload.findGlobal({ slug: 'kiosk-settings', depth: 0, req })
    if (!kiosk.terms) {
      await payload.updateGlobal({ slug: 'kiosk-settings', data: kioskSettingsSeed, req })
      report.created.push('kiosk settings')
    } else report.kept.push('kiosk settings')

    // A global counts as seeded once its first required field has a value.
    const pages = [
      {
        slug: 'landing-page',
        filled: (doc: { hero?: { heading?: string | null } | null }) => Boolean(doc.hero?.heading),
        data: landingPageSeed,
      },
      { slug: 'party-page', filled: (doc: { heading?: string | null }) => Boolean(doc.heading), data: partyPageSeed },
      { slug: 'menu-page', filled: (doc: { heading?: string | null }) => Boolean(doc.heading), data: menuPageSeed },
    ] as const
    for (const page of pages) {
      const doc = await payload.findGlobal({ slug: page.slug, depth: 0, req })
      if ((page.filled as (value: typeof doc) => boolean)(doc)) {
        report.kept.push(page.slug)
        continue
      }
      await payload.updateGlobal({ slug: page.slug, data: page.data as never, req })
      report.created.push(page.slug)
    }

    const { bookingWindowMonths } = await payload.findGlobal({ slug: 'booking-settings', depth: 0, req })
    const windowEnd = addBusinessMonths(today, bookingWindowMonths)
    const upcomingEvents = await payload.count({
      collection: 'special-days',
      where: {
        and: [{ date: { greater_than_equal: today } }, { date: { less_than_equal: windowEnd } }, { 'event.title': { exists: true } }],
      },
      req,
    })
    if (upcomingEvents.totalDocs === 0) {
      const eventDate = sampleEventDate(today, windowEnd)
      await createUnlessExists(
        context,
        'special-days',
        { date: { equals: eventDate } },
        upcomingEventDay(eventDate),
        `upcoming event day ${eventDate}`,
      )
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
