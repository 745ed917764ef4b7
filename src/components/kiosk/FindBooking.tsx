'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ticketSearchSchema, type TicketSearchInput } from '@plugins/checkin/contract'
import { useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useToast } from '@/components/toast/Toaster'
import { searchTickets, type DoorParty, type KioskTicket } from './kioskApi'
import { failureNotice, NO_CONNECTION_REASON } from './kioskFailure'
import { KioskNotice, type NoticeContent } from './KioskNotice'
import { useSessionGuard } from './kioskSession'
import { useOfflineKiosk } from './offline/OfflineKiosk'
import { isConnectionFailure } from './retryUntilAnswered'
import { QrScanDialog } from './QrScanDialog'
import { canScanQrCodes } from './qrScanner'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'

type SearchValues = z.output<typeof ticketSearchSchema>

const NO_TICKETS: NoticeContent = {
  title: 'No Tickets Found',
  message: 'No unredeemed tickets found with that name. Please check the spelling or contact staff.',
}

const NO_COPY: NoticeContent = {
  title: 'No Copy of Today’s Tickets',
  message: 'This tablet is offline and has no copy of today’s tickets, so it cannot look your booking up.',
  detail: 'A member of staff can take your name and numbers here; they are checked when the connection is back.',
}

const SEARCHED_COPY = 'Searched this tablet’s copy of today’s tickets (the tablet is offline).'

const noSubscription = () => () => {}

/** 'Found 2 bookings', 'Found 1 party', 'Found 1 booking and 1 party'. */
function foundWords(bookings: number, parties: number): string {
  const words = [
    bookings > 0 ? `${bookings} ${bookings === 1 ? 'booking' : 'bookings'}` : null,
    parties > 0 ? `${parties} ${parties === 1 ? 'party' : 'parties'}` : null,
  ]
  return `Found ${words.filter(Boolean).join(' and ')}`
}

/** 'Find Your Booking': a name (any part of it) or a booking reference, typed or scanned. */
type Props = {
  /** A search's answer: tickets, and today's birthday parties (none when the tablet searched its offline copy). */
  onFound: (tickets: KioskTicket[], parties: DoorParty[]) => void
  /** Offline with no copy of today: staff take the family's name and numbers instead. */
  onNoteFamily: () => void
  focusHeading: boolean
}

export function FindBooking({ onFound, onNoteFamily, focusHeading }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading)
  const { toast } = useToast()
  const sessionGuard = useSessionGuard()
  const offline = useOfflineKiosk()
  const [notice, setNotice] = useState<NoticeContent | null>(null)
  const [noCopy, setNoCopy] = useState(false)
  const [scanning, setScanning] = useState(false)
  // The camera button exists only where the browser reads QR codes; typing always works.
  const canScan = useSyncExternalStore(noSubscription, canScanQrCodes, () => false)
  const form = useForm<TicketSearchInput, unknown, SearchValues>({
    resolver: zodResolver(ticketSearchSchema),
    defaultValues: { customerName: '' },
  })
  const error = form.formState.errors.customerName?.message

  /** Offline: the same search on the tablet's copy of today, saying so; `failed` is why the server was not asked. */
  const searchCopy = async (customerName: string, failed: NoticeContent | null) => {
    const found = await offline.searchOffline(customerName)
    if (found === null) {
      onFound([], [])
      setNoCopy(true)
      setNotice(NO_COPY)
      return
    }
    onFound(found, [])
    if (found.length === 0) {
      setNotice(
        failed
          ? { ...failed, detail: `${NO_CONNECTION_REASON} ${SEARCHED_COPY} ${NO_TICKETS.message}` }
          : { ...NO_TICKETS, detail: SEARCHED_COPY },
      )
      return
    }
    const count = found.length
    toast({
      title: 'Search Complete',
      description: `Found ${count} ${count === 1 ? 'booking' : 'bookings'} on this tablet`,
      variant: 'success',
    })
  }

  const search = async ({ customerName }: SearchValues) => {
    setNotice(null)
    setNoCopy(false)
    if (offline.offline) {
      await searchCopy(customerName, null)
      return
    }
    try {
      const answer = await searchTickets(customerName)
      offline.noteConnection(true)
      const parties = answer.parties ?? []
      onFound(answer.tickets, parties)
      if (answer.tickets.length === 0 && parties.length === 0) {
        setNotice(NO_TICKETS)
        return
      }
      toast({ title: 'Search Complete', description: foundWords(answer.tickets.length, parties.length), variant: 'success' })
    } catch (failure) {
      if (sessionGuard(failure)) return
      if (isConnectionFailure(failure)) {
        offline.noteConnection(false)
        await searchCopy(customerName, failureNotice('search', failure))
        return
      }
      // An earlier search's bookings must not look like this search's answer.
      onFound([], [])
      setNotice(failureNotice('search', failure))
    }
  }

  // Seed 001 §5: an empty name is 'Search Required' (as at the desk); one letter gets the inline hint only.
  const invalid = () => {
    if (form.getValues('customerName').trim() === '')
      toast({ title: 'Search Required', description: 'Please enter a customer name to search', variant: 'destructive' })
  }

  const scanned = (reference: string) => {
    setScanning(false)
    form.setValue('customerName', reference, { shouldValidate: false })
    void form.handleSubmit(search)()
  }

  return (
    <section className={styles.panel} aria-labelledby="kiosk-find-heading">
      <h1 id="kiosk-find-heading" ref={heading} tabIndex={-1} className={styles.title}>
        Find Your Booking
      </h1>
      <p className={styles.muted}>Type the name the booking was made in, or the booking reference from your e-mail.</p>
      <form className={styles.form} onSubmit={form.handleSubmit(search, invalid)} noValidate role="search" aria-label="Find your booking">
        <div className={styles.field}>
          <label className={styles.label} htmlFor="kiosk-search">
            Name or booking reference
          </label>
          <div className={styles.searchRow}>
            <input
              id="kiosk-search"
              className={styles.input}
              type="text"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={80}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'kiosk-search-error' : undefined}
              {...form.register('customerName')}
            />
            <button type="submit" className={styles.button.primary} disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Searching…' : 'Find My Booking'}
            </button>
          </div>
          {error ? (
            <p id="kiosk-search-error" className={styles.fieldError} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {canScan ? (
          <div className={styles.row}>
            <button type="button" className={styles.button.outline} onClick={() => setScanning(true)}>
              Scan QR code
            </button>
          </div>
        ) : null}
      </form>
      {notice ? (
        <KioskNotice notice={notice} tone={noCopy ? 'info' : 'error'}>
          {noCopy ? (
            <div className={styles.row}>
              <button type="button" className={styles.button.primary} onClick={onNoteFamily}>
                Take the Family’s Details
              </button>
            </div>
          ) : null}
        </KioskNotice>
      ) : null}
      {canScan ? <QrScanDialog open={scanning} onOpenChange={setScanning} onScanned={scanned} /> : null}
    </section>
  )
}
