import { activitiesSeed } from './data/activities'
import { menuItemsSeed } from './data/menuItems'
import { noticePostsSeed } from './data/noticePosts'
import { offersSeed } from './data/offers'
import { partyPackagesSeed } from './data/partyPackages'
import { placeholderImage } from './placeholderImage'
import { createUnlessExists, type SeedContext } from './seedContext'

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
export async function seedContent(context: SeedContext): Promise<void> {
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
