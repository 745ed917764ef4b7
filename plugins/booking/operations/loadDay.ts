import type { PayloadRequest } from 'payload'
import type { BookingSetting, SpecialDay, TicketType } from '@/payload-types'
import { RESTRICTIONS_SLUG } from '../types'
import { PUBLISHED } from '@/lib/cms/contentHistory'

export type DayInputs = {
  settings: BookingSetting
  specialDays: SpecialDay[]
  restrictions: { date: string; timeSlot: string; reason: string }[]
}

/** Everything the booking rules need for a range of days, read in three queries. */
export async function loadDays(req: PayloadRequest, from: string, to: string): Promise<DayInputs> {
  const inRange = { and: [{ date: { greater_than_equal: from } }, { date: { less_than_equal: to } }] }
  const settingsQuery = () => req.payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true })
  const specialDaysQuery = () =>
    req.payload.find({ collection: 'special-days', where: inRange, limit: 400, depth: 0, req, overrideAccess: true, pagination: false })
  const restrictionsQuery = () =>
    req.payload.find({ collection: RESTRICTIONS_SLUG, where: inRange, limit: 2000, depth: 0, req, overrideAccess: true, pagination: false })
  // Inside a transaction every query shares one connection, which must not run two at once.
  const [settings, specialDays, restrictions] = (await req.transactionID)
    ? [await settingsQuery(), await specialDaysQuery(), await restrictionsQuery()]
    : await Promise.all([settingsQuery(), specialDaysQuery(), restrictionsQuery()])
  return {
    settings,
    specialDays: specialDays.docs,
    restrictions: restrictions.docs.map(({ date, timeSlot, reason }) => ({ date, timeSlot, reason })),
  }
}

export async function loadTicketTypes(req: PayloadRequest): Promise<TicketType[]> {
  const { docs } = await req.payload.find({
    collection: 'ticket-types',
    // Prices come from the published version only: a draft never prices a booking.
    where: PUBLISHED,
    limit: 100,
    depth: 0,
    req,
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

/** One day's restrictions alone: what a hold re-reads under its slot lock. */
export async function loadRestrictions(req: PayloadRequest, date: string): Promise<DayInputs['restrictions']> {
  const { docs } = await req.payload.find({
    collection: RESTRICTIONS_SLUG,
    where: { date: { equals: date } },
    limit: 200,
    depth: 0,
    req,
    overrideAccess: true,
    pagination: false,
  })
  return docs.map(({ date, timeSlot, reason }) => ({ date, timeSlot, reason }))
}
