import { createStore, del, get, set, update, type UseStore } from 'idb-keyval'
import type { KioskTicket } from '@plugins/checkin/contract'
import type { QueuedItem, SyncedItem } from './queuedItems'

/**
 * What the door tablet keeps in IndexedDB (issue 38): its copy of today's tickets, what it
 * recorded offline and has not yet sent (oldest first), and what became of what it sent. Only the
 * kiosk's page reads or writes it; nothing here is sent anywhere but to the sync call.
 */
export type TicketCopy = { day: string; fetchedAt: string; tickets: KioskTicket[] }

/** The sync results the tablet shows: the latest first, a screenful. */
const RESULTS_KEPT = 30

let store: UseStore | null = null
const kioskStore = () => (store ??= createStore('playcentre-kiosk', 'offline'))

export const readCopy = () => get<TicketCopy>('copy', kioskStore())
export const saveCopy = (copy: TicketCopy) => set('copy', copy, kioskStore())
export const wipeCopy = () => del('copy', kioskStore())

export const readQueue = async () => (await get<QueuedItem[]>('queue', kioskStore())) ?? []
/** Appends in one IndexedDB transaction, so two quick presses both stay. */
export const enqueue = (queued: QueuedItem) => update<QueuedItem[]>('queue', (queue = []) => [...queue, queued], kioskStore())
/** Drops the items the server has answered, keeping anything recorded meanwhile. */
export const dequeue = (keys: ReadonlySet<string>) =>
  update<QueuedItem[]>('queue', (queue = []) => queue.filter(({ item }) => !keys.has(item.key)), kioskStore())
export const wipeQueue = () => del('queue', kioskStore())

export const readResults = async () => (await get<SyncedItem[]>('results', kioskStore())) ?? []
export const addResults = (results: readonly SyncedItem[]) =>
  update<SyncedItem[]>('results', (kept = []) => [...[...results].reverse(), ...kept].slice(0, RESULTS_KEPT), kioskStore())
export const clearResults = () => del('results', kioskStore())
