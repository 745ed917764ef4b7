import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'
import { eraseWaitingListEntries, eraseWaitingListEntriesBefore } from '../operations/eraseWaitingList'
import { WAITING_LIST_SLUG } from '../types'

/** The waiting list's part of a person's data (ADR 0021, 0026): the address's entries; nightly, past sessions' lists. */
export const waitlistPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'waitlist',
      labels: { waitingListEntries: 'Waiting-list entries deleted' },
      erase: async (req, { address }) => {
        const { entryIds } = await eraseWaitingListEntries(req, address)
        return { counts: { waitingListEntries: entryIds.length }, records: [{ entity: WAITING_LIST_SLUG, ids: entryIds }] }
      },
    },
  ],
  retention: [
    {
      plugin: 'waitlist',
      retain: async (req, { cutoffs }) => {
        const { entryIds } = await eraseWaitingListEntriesBefore(req, cutoffs.waitingListBefore)
        return { counts: { waitingListEntries: entryIds.length }, records: [{ entity: WAITING_LIST_SLUG, ids: entryIds }] }
      },
    },
  ],
  export: [
    {
      plugin: 'waitlist',
      export: async (payload, { address }) => {
        const { rows: waitingList } = await databasePool(payload).query<Record<string, unknown>>(
          `select customer_name, customer_email, date, slot_label, children, status, offered_at, offer_expires_at, ended_at, created_at
             from waiting_list_entries where lower(customer_email) = $1 order by created_at`,
          [address],
        )
        return { sections: { waitingList } }
      },
    },
  ],
}
