import { TZDate } from '@date-fns/tz'
import type { Payload, TaskConfig } from 'payload'
import { createLocalReq } from 'payload'
import type { Party } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { addBusinessDays, businessDate, VENUE_TIME_ZONE, venueInstant } from '@/lib/time/businessDate'
import { longDate } from '../domain/inquiryListing'
import { changesCloseAfter } from '../domain/partyDeadlines'
import { balanceDue, moneyOf } from '../domain/partyPrice'
import { reminderDue, type PartyReminderKind } from '../domain/partyReminders'
import { PARTIES_SLUG, SEND_PARTY_REMINDERS_TASK } from '../types'
import { loadPartySettings } from './loadPartySettings'
import { lockedParty, updateParty } from './lockedParty'
import type { PartyLinks } from './partyLinks'
import { queuePartyEmail } from './partyEmails'

export type RemindersReport = { week: number; day: number }

const SENT_FIELD = { week: 'reminderWeekSentAt', day: 'reminderDaySentAt' } as const
const clockTime = new Intl.DateTimeFormat('en-GB', { timeZone: VENUE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })

/**
 * The reminders a week and a day before each confirmed party, sent once each: every party is
 * re-read under its lock and its "sent" time set in the transaction that queues the e-mail, so two
 * runs (two instances, a retry) send one. Cancelled, lapsed and provisional parties get none; an
 * erased inquiry's address gets nothing.
 */
export async function sendPartyReminders(payload: Payload, links: PartyLinks, now: Date = new Date()): Promise<RemindersReport> {
  const today = businessDate(now)
  const hour = new TZDate(now, VENUE_TIME_ZONE).getHours()
  const report: RemindersReport = { week: 0, day: 0 }
  const { docs } = await payload.find({
    collection: PARTIES_SLUG,
    where: {
      and: [
        { status: { equals: 'confirmed' } },
        { date: { greater_than: today } },
        { date: { less_than_equal: addBusinessDays(today, 7) } },
      ],
    },
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const candidate of docs as Party[]) {
    for (const kind of ['week', 'day'] as PartyReminderKind[]) {
      if (
        candidate[SENT_FIELD[kind]] ||
        !reminderDue(kind, { date: candidate.date, bookedOn: businessDate(new Date(candidate.createdAt)) }, today, hour)
      )
        continue
      const req = await createLocalReq({}, payload)
      const sent = await inTransaction(req, async () => {
        const party = await lockedParty(req, candidate.id)
        if (!party || party.status !== 'confirmed' || party[SENT_FIELD[kind]]) return false
        const settings = await loadPartySettings(req)
        const due = balanceDue(moneyOf(party))
        const arriveAt = new Date(venueInstant(party.date, party.start).getTime() - settings.arriveMinutesBefore * 60_000)
        const reminder = {
          changesCloseOn: longDate(changesCloseAfter(party.date, settings.changesCloseDaysBefore)),
          arriveBy: clockTime.format(arriveAt).toUpperCase(),
          whatToBring: settings.whatToBring,
          balanceLine:
            due > 0
              ? `Balance due: ${formatPence(due)}. Pay it on your party page, or at the desk when you arrive.`
              : 'Everything is paid.',
        }
        await queuePartyEmail(req, kind === 'week' ? 'reminderWeek' : 'reminderDay', party, { ...links, reminder })
        await updateParty(req, party.id, { [SENT_FIELD[kind]]: now.toISOString() })
        return true
      })
      if (sent) report[kind] += 1
    }
  }
  return report
}

export const sendPartyRemindersTask = (links: PartyLinks, cron: string, queue: string): TaskConfig<typeof SEND_PARTY_REMINDERS_TASK> => ({
  slug: SEND_PARTY_REMINDERS_TASK,
  label: 'Send party reminders a week and a day before',
  schedule: [{ cron, queue }],
  outputSchema: [
    { name: 'week', type: 'number', required: true },
    { name: 'day', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await sendPartyReminders(req.payload, links) }),
})
