'use client'

import type { OfflineItemInput, OfflineSyncAnswer, TicketCopyAnswer } from '@plugins/checkin/contract'
import { SYNC_MAX_ITEMS } from '@plugins/checkin/contract'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { readApiFailure } from '@/lib/http/apiFailure'
import { apiRequest } from '@/lib/http/apiRequest'
import type { KioskTicket } from '../kioskApi'
import { isSignedOut } from '../kioskFailure'
import { isConnectionFailure } from '../retryUntilAnswered'
import {
  addResults,
  dequeue,
  enqueue,
  readCopy,
  readQueue,
  readResults,
  saveCopy,
  wipeCopy,
  wipeQueue,
  clearResults,
  type TicketCopy,
} from './offlineStore'
import { isCopyOfToday, queuedItem, searchCopy, type QueuedItem, type SyncedItem } from './queuedItems'

/** The copy is refreshed (and anything waiting sent) this often while the tablet is signed in. */
export const REFRESH_EVERY_MS = 60_000
/**
 * A write waits this long for a connection that dropped before it is recorded on the tablet: a
 * blip of a few seconds is ridden out online (the server's rules apply at once); a longer drop
 * lets the door carry on. Once the tablet has been offline this long, writes are recorded at once.
 */
export const OFFLINE_GRACE_MS = 6_000

export const TICKET_COPY_PATH = '/api/check-in/todays-tickets'
const SYNC_PATH = '/api/check-in/sync'

type CopyState = { day: string; fetchedAt: string; count: number } | null

type OfflineKiosk = {
  /** The server cannot be reached (the browser says so, or the last call got no answer). */
  offline: boolean
  copy: CopyState
  queued: number
  results: SyncedItem[]
  /** When a write begun at `started` (epoch ms) stops waiting for the connection and is recorded instead. */
  giveUpAt: (started: number) => number
  /** A call got an answer from the server (true) or none at all (false). */
  noteConnection: (answered: boolean) => void
  /** The copy's tickets matching the text, or null when the tablet holds no copy of today. */
  searchOffline: (text: string) => Promise<KioskTicket[] | null>
  /** Records an item to send when the connection is back; `reference` labels it on screen. */
  record: (item: OfflineItemInput, reference: string | null) => Promise<void>
  refreshCopy: () => Promise<void>
  dismissResults: () => Promise<void>
}

const OfflineKioskContext = createContext<OfflineKiosk | null>(null)

export function useOfflineKiosk(): OfflineKiosk {
  const context = useContext(OfflineKioskContext)
  if (!context) throw new Error('useOfflineKiosk must be used inside <OfflineKioskProvider>')
  return context
}

const copyState = (copy: TicketCopy | undefined): CopyState =>
  copy ? { day: copy.day, fetchedAt: copy.fetchedAt, count: copy.tickets.length } : null

const isRevoked = (error: unknown) => readApiFailure(error)?.code === 'kiosk_device_revoked'

type Props = { children: ReactNode; onSignedOut: () => void }

/**
 * The door tablet through a network drop (issue 38, ADR 0030): keeps the copy of today's tickets
 * fresh (every minute and after each check-in), knows whether the server can be reached, records
 * what the door does while it cannot, and sends it, once and in order, when it can again.
 * The copy is wiped when the business day ends; the copy and the queue when the server says this
 * tablet's sign-in was revoked (then the kiosk goes back to its sign-in form).
 */
export function OfflineKioskProvider({ children, onSignedOut }: Props) {
  const [offlineSince, setOfflineSince] = useState<number | null>(null)
  const [copy, setCopy] = useState<CopyState>(null)
  const [queued, setQueued] = useState(0)
  const [results, setResults] = useState<SyncedItem[]>([])
  const offlineSinceRef = useRef<number | null>(null)
  const sending = useRef(false)

  const noteConnection = useCallback((answered: boolean) => {
    const since = answered ? null : (offlineSinceRef.current ?? Date.now())
    offlineSinceRef.current = since
    setOfflineSince(since)
  }, [])

  const revoked = useCallback(async () => {
    await Promise.all([wipeCopy(), wipeQueue(), clearResults()])
    setCopy(null)
    setQueued(0)
    setResults([])
    onSignedOut()
  }, [onSignedOut])

  /** A failed call: revoked, signed out, no connection, or a refusal the caller deals with (answers false). */
  const handledFailure = useCallback(
    async (error: unknown): Promise<boolean> => {
      if (isRevoked(error)) {
        await revoked()
        return true
      }
      if (isSignedOut(error)) {
        onSignedOut()
        return true
      }
      if (isConnectionFailure(error)) {
        noteConnection(false)
        return true
      }
      noteConnection(true)
      return false
    },
    [noteConnection, onSignedOut, revoked],
  )

  const refreshCopy = useCallback(async () => {
    try {
      const answer = await apiRequest<TicketCopyAnswer>('GET', TICKET_COPY_PATH)
      noteConnection(true)
      const fresh = { day: answer.day, fetchedAt: answer.generatedAt, tickets: answer.tickets }
      await saveCopy(fresh)
      setCopy(copyState(fresh))
    } catch (error) {
      await handledFailure(error)
    }
  }, [handledFailure, noteConnection])

  const sendQueue = useCallback(async () => {
    if (sending.current) return
    sending.current = true
    try {
      for (;;) {
        const queue = await readQueue()
        setQueued(queue.length)
        if (queue.length === 0) return
        const batch = queue.slice(0, SYNC_MAX_ITEMS)
        let answer: OfflineSyncAnswer
        try {
          answer = await apiRequest<OfflineSyncAnswer>('POST', SYNC_PATH, { items: batch.map(({ item }) => item) })
        } catch (error) {
          // Kept for the next try (a refusal of the whole batch is shown by the banner's count staying).
          await handledFailure(error)
          return
        }
        noteConnection(true)
        const answered = new Set(answer.results.map((result) => result.key))
        // The server answers every item it was sent; should it not, stop rather than send the same batch again at once.
        if (!batch.some(({ item }) => answered.has(item.key))) return
        const byKey = new Map(batch.map((queuedOne) => [queuedOne.item.key, queuedOne]))
        const synced = answer.results.flatMap(({ key, outcome, code, message }): SyncedItem[] => {
          const sent = byKey.get(key)
          return sent ? [{ key, outcome, code, message, label: sent.label, kind: sent.item.kind }] : []
        })
        await addResults(synced)
        await dequeue(answered)
        setResults(await readResults())
      }
    } finally {
      sending.current = false
    }
  }, [handledFailure, noteConnection])

  const catchUp = useCallback(async () => {
    const held = await readCopy()
    // Yesterday's copy is no use at the door and holds yesterday's names: gone when the day ends.
    if (held && !isCopyOfToday(held, new Date())) {
      await wipeCopy()
      setCopy(null)
    }
    await sendQueue()
    await refreshCopy()
  }, [refreshCopy, sendQueue])

  useEffect(() => {
    let live = true
    void (async () => {
      const [held, queue, kept] = await Promise.all([readCopy(), readQueue(), readResults()])
      if (!live) return
      setCopy(copyState(held))
      setQueued(queue.length)
      setResults(kept)
      if (typeof navigator !== 'undefined' && navigator.onLine === false) noteConnection(false)
      await catchUp()
    })()
    const timer = window.setInterval(() => void catchUp(), REFRESH_EVERY_MS)
    const online = () => void catchUp()
    const offline = () => noteConnection(false)
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      live = false
      window.clearInterval(timer)
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [catchUp, noteConnection])

  const searchOffline = useCallback(async (text: string) => {
    const held = await readCopy()
    if (!held || !isCopyOfToday(held, new Date())) return null
    return searchCopy(held.tickets, text, await readQueue())
  }, [])

  const record = useCallback(
    async (item: OfflineItemInput, reference: string | null) => {
      const queuedOne: QueuedItem = queuedItem(item, reference)
      await enqueue(queuedOne)
      setQueued((await readQueue()).length)
      // The connection may be back already: send now rather than at the next minute.
      if (typeof navigator === 'undefined' || navigator.onLine !== false) void sendQueue()
    },
    [sendQueue],
  )

  const dismissResults = useCallback(async () => {
    await clearResults()
    setResults([])
  }, [])

  const value = useMemo<OfflineKiosk>(
    () => ({
      offline: offlineSince !== null,
      copy,
      queued,
      results,
      giveUpAt: (started) => Math.min(started, offlineSinceRef.current ?? started) + OFFLINE_GRACE_MS,
      noteConnection,
      searchOffline,
      record,
      refreshCopy,
      dismissResults,
    }),
    [offlineSince, copy, queued, results, noteConnection, searchOffline, record, refreshCopy, dismissResults],
  )
  return <OfflineKioskContext.Provider value={value}>{children}</OfflineKioskContext.Provider>
}
