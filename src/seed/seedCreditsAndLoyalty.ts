import { creditOfferSeed, loyaltyAchievementsSeed, loyaltyRewardsSeed, loyaltySettingsSeed } from './data/creditsAndLoyalty'
import { voucherOfferSeed } from './data/giftVouchers'
import { createUnlessExists, type SeedContext } from './seedContext'

/** The credit offer, loyalty levels, rewards and achievements, each only where missing. */
export async function seedCreditsAndLoyalty(context: SeedContext): Promise<void> {
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
