import type { PayloadRequest } from 'payload'
import type { WaitingListEntryView } from '../contract'
import { WAITING_LIST_SLUG } from '../types'

export type SessionWaitingList = { slotStart: string; slotLabel: string; waitingChildren: number; entries: WaitingListEntryView[] }

/** Staff's view of a day's lists: per session, families waiting in the order they joined, then those offered places. */
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
    const session = sessions.get(entry.slotStart) ?? {
      slotStart: entry.slotStart,
      slotLabel: entry.slotLabel,
      waitingChildren: 0,
      entries: [],
    }
    sessions.set(entry.slotStart, session)
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
    })
  }
  for (const session of sessions.values()) {
    // Waiting families first, in the order they joined (their place in line); offers after them.
    session.entries.sort((a, b) => (a.status === b.status ? 0 : a.status === 'waiting' ? -1 : 1))
    session.entries.forEach((entry, index) => (entry.position = index + 1))
  }
  return [...sessions.values()]
}
