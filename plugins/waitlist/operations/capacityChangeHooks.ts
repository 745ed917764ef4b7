import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { requestDb } from '@/lib/db/transaction'
import { businessDate } from '@/lib/time/businessDate'
import { offerDays } from './offerPlaces'

/**
 * A capacity change in the CMS (the normal day's places or sessions in Booking settings, a special
 * day's hours or event sessions) offers any places it frees to the families waiting, in the same
 * transaction as the change (docs/adr/0033); the offer job stays the safety net.
 */
export const offerAfterSettingsChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await offerOn(req, await datesWaiting(req))
  return doc
}

export const offerAfterSpecialDayChange: CollectionAfterChangeHook<{ id: number; date: string }> = async ({ doc, previousDoc, req }) => {
  const touched = [doc.date, previousDoc?.date].filter((date): date is string => Boolean(date))
  const waiting = new Set(await datesWaiting(req))
  await offerOn(
    req,
    touched.filter((date) => waiting.has(date)),
  )
  return doc
}

async function offerOn(req: PayloadRequest, dates: string[]): Promise<void> {
  if (dates.length > 0) await offerDays(req, dates, new Date())
}

async function datesWaiting(req: PayloadRequest): Promise<string[]> {
  const result = await (
    await requestDb(req)
  ).execute(sql`select distinct date from waiting_list_entries where status::text = 'waiting' and date >= ${businessDate()} order by date`)
  return (result.rows as { date: string }[]).map((row) => row.date)
}
