import type { CollectionAfterChangeHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { requestDb } from '@/lib/db/transaction'
import { businessDate } from '@/lib/time/businessDate'
import { datesWithWaiting, offerDays } from './offerPlaces'

/**
 * A capacity change in the CMS (the normal day's places or sessions in Booking settings, a special
 * day's hours or event sessions) offers any places it frees to the families waiting, in the same
 * transaction as the change (docs/adr/0033); the offer job stays the safety net.
 */
export const offerAfterSettingsChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await offerOn(req, await datesWithWaiting(await requestDb(req), businessDate()))
  return doc
}

export const offerAfterSpecialDayChange: CollectionAfterChangeHook<{ id: number; date: string }> = async ({ doc, previousDoc, req }) => {
  const touched = [doc.date, previousDoc?.date].filter((date): date is string => Boolean(date))
  const waiting = new Set(await datesWithWaiting(await requestDb(req), businessDate()))
  await offerOn(
    req,
    touched.filter((date) => waiting.has(date)),
  )
  return doc
}

async function offerOn(req: PayloadRequest, dates: string[]): Promise<void> {
  if (dates.length > 0) await offerDays(req, dates, new Date())
}
