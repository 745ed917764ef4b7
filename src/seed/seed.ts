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
import { activitiesSeed } from './data/activities'
import { bookingSettingsSeed } from './data/bookingSettings'
import { menuItemsSeed } from './data/menuItems'
import { noticePostsSeed } from './data/noticePosts'
import { offersSeed } from './data/offers'
import { landingPageSeed, menuPageSeed, partyPageSeed } from './data/pageCopy'
import { partyPackagesSeed } from './data/partyPackages'
import { sampleEventDate, specialDaysSeed, upcomingEventDay } from './data/specialDays'
import { ticketTypesSeed } from './data/ticketTypes'
import { kioskSettingsSeed } from './data/kioskSettings'
import { creditOfferSeed, loyaltyAchievementsSeed, loyaltyRewardsSeed, loyaltySettingsSeed } from './data/creditsAndLoyalty'
import { voucherOfferSeed } from './data/giftVouchers'
import { venueSeed } from './data/venue'
import { placeholderImage } from './placeholderImage'

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

/** The credit offer, loyalty levels, rewards and achievements, each only where missing. */
async function seedCreditsAndLoyalty(context: SeedContext): Promise<void> {
  const { payload, req, report } = context
  const offer = await payload.findGlobal({ slug: 'credit-settings', depth: 0, req })
  if (!offer.creditTicketType) {
    const { docs } = await payload.find({
      collection: 'ticket-types',
      where: { key: { equals: creditOfferSeed.creditTicketKey } },
      limit: 1,
      depth: 0,
      req,
    })
    const { creditTicketKey: _key, ...data } = creditOfferSeed
    await payload.updateGlobal({ slug: 'credit-settings', data: { ...data, creditTicketType: docs[0]!.id }, req })
    report.created.push('credit offer')
  } else report.kept.push('credit offer')

  const vouchers = await payload.findGlobal({ slug: 'voucher-settings', depth: 0, req })
  if (!vouchers.amounts?.length) {
    await payload.updateGlobal({ slug: 'voucher-settings', data: voucherOfferSeed, req })
    report.created.push('gift voucher offer')
  } else report.kept.push('gift voucher offer')

  const loyalty = await payload.findGlobal({ slug: 'loyalty-settings', depth: 0, req })
  if (!loyalty.tiers?.length) {
    await payload.updateGlobal({ slug: 'loyalty-settings', data: loyaltySettingsSeed, req })
    report.created.push('loyalty settings')
  } else report.kept.push('loyalty settings')

  for (const reward of loyaltyRewardsSeed) {
    await createUnlessExists(context, 'loyalty-rewards', { title: { equals: reward.title } }, reward, `reward ${reward.title}`)
  }
  for (const achievement of loyaltyAchievementsSeed) {
    await createUnlessExists(
      context,
      'loyalty-achievements',
      { title: { equals: achievement.title } },
      achievement,
      `achievement ${achievement.title}`,
    )
  }
}

/** An uploaded placeholder picture, created once per name. */
async function seedImage({ payload, req }: SeedContext, colour: string, fileName: string, alt: string): Promise<number> {
  const existing = await payload.find({ collection: 'media', where: { filename: { equals: fileName } }, limit: 1, depth: 0, req })
  if (existing.docs[0]) return existing.docs[0].id
  const file = await placeholderImage(colour, fileName)
  const doc = await payload.create({ collection: 'media', data: { alt }, file, req })
  return doc.id
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The public site's content: menu, notice board, activities, offers and party packages. */
async function seedContent(context: SeedContext): Promise<void> {
  const { payload, req, report } = context
  for (const { imageColour, ...item } of menuItemsSeed) {
    const exists = await payload.count({ collection: 'menu-items', where: { name: { equals: item.name } }, req })
    if (exists.totalDocs > 0) {
      report.kept.push(`menu item ${item.name}`)
      continue
    }
    const image = imageColour
      ? await seedImage(context, imageColour, `menu-${slugify(item.name)}.png`, `${item.name} (placeholder picture)`)
      : null
    await payload.create({ collection: 'menu-items', data: { ...item, image }, req })
    report.created.push(`menu item ${item.name}`)
  }
  for (const { imageColour, ...activity } of activitiesSeed) {
    const exists = await payload.count({ collection: 'activities', where: { title: { equals: activity.title } }, req })
    if (exists.totalDocs > 0) {
      report.kept.push(`activity ${activity.title}`)
      continue
    }
    const image = await seedImage(
      context,
      imageColour,
      `activity-${slugify(activity.title)}.png`,
      `${activity.title} (placeholder picture)`,
    )
    await payload.create({ collection: 'activities', data: { ...activity, image }, req })
    report.created.push(`activity ${activity.title}`)
  }
  for (const offer of offersSeed) {
    await createUnlessExists(context, 'offers', { title: { equals: offer.title } }, offer, `offer ${offer.title}`)
  }
  for (const partyPackage of partyPackagesSeed) {
    await createUnlessExists(
      context,
      'party-packages',
      { key: { equals: partyPackage.key } },
      partyPackage,
      `party package ${partyPackage.key}`,
    )
  }
  // The notice board is seeded once, as a set: a manager who deletes old posts keeps them deleted.
  const notices = await payload.count({ collection: 'notice-posts', req })
  if (notices.totalDocs === 0) {
    const now = Date.now()
    for (const { hoursAgo, ...post } of noticePostsSeed) {
      await payload.create({
        collection: 'notice-posts',
        data: { ...post, publishedAt: new Date(now - hoursAgo * 3_600_000).toISOString() },
        req,
      })
    }
    report.created.push('notice board')
  } else report.kept.push('notice board')
}

/** "Empty" means nobody has ever signed up: the first start of a new database. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  return users.totalDocs === 0
}
