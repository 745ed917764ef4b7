/** The waiting list's client-safe face: slugs, statuses and the join schema. Server operations are in `./index.ts`. */
export { WAITING_LIST_SLUG, WAITING_LIST_STATUSES, type WaitingListStatus } from './types'
export {
  MAX_WAITING_CHILDREN,
  WAITING_LIST_MESSAGES,
  waitingListJoinSchema,
  waitingListLeaveSchema,
  type WaitingListJoin,
  type WaitingListJoinInput,
} from './domain/joinSchema'

/** One entry as the staff calendar's day panel shows it. */
export type WaitingListEntryView = {
  id: number
  position: number
  customerName: string
  customerEmail: string
  children: number
  status: 'waiting' | 'offered'
  joinedAt: string
  offerExpiresAt: string | null
  /** On a whole day's list: when the family could arrive ('arriving between 11:00 AM and 1:00 PM'). */
  arriving: string | null
}
