import type { PayloadRequest } from 'payload'
import type { WaitingListEntryView } from '../contract'
import { WAITING_LIST_SLUG } from '../types'

/** One list of the day: a session's (`slotStart`), or the whole normal day's (`slotStart` null). */
export type SessionWaitingList = { slotStart: string | null; slotLabel: string; waitingChildren: number; entries: WaitingListEntryView[] }

const WHOLE_DAY = 'Whole day (any session)'

/** Staff's view of a day's lists: per session (and the whole day's, after them), families waiting in the order they joined, then those offered places. */
export async function waitingListsOfDay(req: PayloadRequest, date: string): Promise<SessionWaitingList[]> {
  const { docs } = await req.payload.find({
    collection: WAITING_LIST_SLUG,
    where: { date: { equals: date }, status: { in: ['waiting', 'offered'] } },
    sort: ['slotStart', 'createdAt', 'id'],
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const sessions = new Map<string, SessionWaitingList>()
  for (const entry of docs) {
    const key = entry.slotStart ?? ''
    const session = sessions.get(key) ?? {
      slotStart: entry.slotStart ?? null,
      slotLabel: entry.slotStart ? entry.slotLabel : WHOLE_DAY,
      waitingChildren: 0,
      entries: [],
    }
    sessions.set(key, session)
    if (entry.status === 'waiting') session.waitingChildren += entry.children
    session.entries.push({
      id: entry.id,
      position: 0,
      customerName: entry.customerName,
      customerEmail: entry.customerEmail,
      children: entry.children,
      status: entry.status === 'offered' ? 'offered' : 'waiting',
      joinedAt: entry.createdAt,
      offerExpiresAt: entry.offerExpiresAt ?? null,
      arriving: entry.slotStart ? null : entry.slotLabel,
    })
  }
  for (const session of sessions.values()) {
    // Waiting families first, in the order they joined (their place in line); offers after them.
    session.entries.sort((a, b) => (a.status === b.status ? 0 : a.status === 'waiting' ? -1 : 1))
    session.entries.forEach((entry, index) => (entry.position = index + 1))
  }
  return [...sessions.values()]
}
