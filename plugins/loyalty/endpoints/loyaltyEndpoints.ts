import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { countLookup, emailSchema, tooManyRequests, verifiedAddress } from '@plugins/verification'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams, readQuery } from '@/lib/http/requestInput'
import { LOYALTY_ACHIEVEMENTS_SLUG, LOYALTY_LEDGER_SLUG, LOYALTY_MEMBERS_SLUG, LOYALTY_REWARDS_SLUG } from '../types'
import { memberByEmail, publicMember } from '../operations/memberLedger'
import { redeemReward } from '../operations/redeemReward'

const noStore = { 'cache-control': 'no-store' }
const verificationRequired = () =>
  jsonError(401, 'verification_required', 'Please confirm your e-mail address with the code we send you first.')

/**
 * Counts a lookup against the client's limit and the address's (the one asked about, else the
 * verified one), and returns the verified address, or the answer to give instead.
 */
async function verifiedCaller(req: PayloadRequest, askedAbout: string | null = null): Promise<{ email: string } | { response: Response }> {
  const verified = verifiedAddress(req)
  const limited = await countLookup(req, askedAbout ?? verified?.email ?? null)
  if (!limited.allowed) return { response: tooManyRequests(limited.retryAfterSeconds) }
  return verified ? { email: verified.email } : { response: verificationRequired() }
}

const memberParams = z.object({ email: emailSchema })

/**
 * GET /api/loyalty/member/:email: the member for the verified address; the same 401 for any other,
 * known or not. Payload hands the address over already decoded: decoding it again broke on a `%`.
 */
export const memberEndpoint: Endpoint = {
  path: '/loyalty/member/:email',
  method: 'get',
  custom: endpointSchemas({ params: memberParams }),
  handler: async (req) => {
    const params = readParams(req, memberParams)
    if (!params.ok) return jsonError(400, 'validation_failed', 'Please enter a valid email address')
    const { email } = params.data
    const caller = await verifiedCaller(req, email)
    if ('response' in caller) return caller.response
    if (caller.email !== email) return verificationRequired()
    const member = await memberByEmail(req, email)
    if (!member)
      return jsonError(
        404,
        'member_not_found',
        'No loyalty account uses this e-mail address yet. Membership starts free with your first booking.',
      )
    return Response.json({ member: await publicMember(req, member) }, { headers: noStore })
  },
}

/** GET /api/loyalty/rewards: the rewards store. Public. */
export const rewardsEndpoint: Endpoint = {
  path: '/loyalty/rewards',
  method: 'get',
  handler: async (req) => {
    const { docs } = await req.payload.find({
      collection: LOYALTY_REWARDS_SLUG,
      where: { active: { equals: true } },
      sort: 'sortOrder',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    return Response.json({
      rewards: docs.map((reward) => ({
        id: reward.id,
        icon: reward.icon ?? null,
        title: reward.title,
        description: reward.description,
        value: reward.value ?? null,
        pointsCost: reward.pointsCost,
      })),
    })
  },
}

/** GET /api/loyalty/achievements: what can be achieved. Public. */
export const achievementsEndpoint: Endpoint = {
  path: '/loyalty/achievements',
  method: 'get',
  handler: async (req) => {
    const { docs } = await req.payload.find({
      collection: LOYALTY_ACHIEVEMENTS_SLUG,
      where: { active: { equals: true } },
      sort: 'sortOrder',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    return Response.json({
      achievements: docs.map((achievement) => ({
        id: achievement.id,
        icon: achievement.icon ?? null,
        title: achievement.title,
        description: achievement.description,
        pointsReward: achievement.pointsReward,
        category: achievement.category ?? achievement.rule,
      })),
    })
  },
}

const transactionsQuery = z.object({ memberId: z.coerce.number().int().positive().max(2_147_483_647) })

async function ownMember(req: PayloadRequest, memberId: number, email: string) {
  const member = await req.payload.findByID({
    collection: LOYALTY_MEMBERS_SLUG,
    id: memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return member && member.email === email ? member : null
}

/** GET /api/loyalty/transactions?memberId=: the verified member's points history, newest first. */
export const transactionsEndpoint: Endpoint = {
  path: '/loyalty/transactions',
  method: 'get',
  custom: endpointSchemas({ query: transactionsQuery }),
  handler: async (req) => {
    const query = readQuery(req, transactionsQuery)
    if (!query.ok) return jsonError(400, 'validation_failed', 'memberId must be a member id')
    const memberId = query.data.memberId
    const caller = await verifiedCaller(req)
    if ('response' in caller) return caller.response
    if (!(await ownMember(req, memberId, caller.email)))
      return jsonError(403, 'not_your_account', 'This is not the account of your verified e-mail address.')
    const { docs } = await req.payload.find({
      collection: LOYALTY_LEDGER_SLUG,
      where: { member: { equals: memberId } },
      sort: '-createdAt',
      limit: 200,
      depth: 0,
      overrideAccess: true,
    })
    return Response.json(
      {
        transactions: docs.map((entry) => ({
          id: entry.id,
          description: entry.description,
          points: entry.points,
          createdAt: entry.createdAt,
        })),
      },
      { headers: noStore },
    )
  },
}

const id = z.number().int().positive().max(2_147_483_647)
export const redeemSchema = z.object({
  memberId: id,
  rewardId: id,
  pointsCost: z.number().int().positive().max(2_147_483_647),
})

/** POST /api/loyalty/redeem: spend the verified member's points on a reward. */
export const redeemEndpoint = (siteUrl: string): Endpoint => ({
  path: '/loyalty/redeem',
  method: 'post',
  custom: endpointSchemas({ body: redeemSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, redeemSchema)
    if (!body.ok) return body.response
    const verified = verifiedAddress(req)
    if (!verified) return verificationRequired()
    const result = await redeemReward(req, { ...body.data, verifiedEmail: verified.email, siteUrl })
    switch (result.status) {
      case 'not_your_account':
        return jsonError(403, 'not_your_account', 'This is not the account of your verified e-mail address.')
      case 'reward_not_found':
        return jsonError(404, 'reward_not_found', 'This reward is no longer available.')
      case 'points_cost_changed':
        return Response.json(
          {
            error: {
              code: 'points_cost_changed',
              message: `This reward now costs ${result.currentPointsCost} points.`,
              currentPointsCost: result.currentPointsCost,
            },
          },
          { status: 409 },
        )
      case 'insufficient_points':
        return jsonError(409, 'insufficient_points', `Not enough points: you have ${result.currentPoints}.`)
      case 'redeemed':
        return Response.json({ member: result.member, redemption: result.redemption }, { headers: noStore })
    }
  },
})
