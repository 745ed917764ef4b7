import type { Metadata } from 'next'
import { bookingWindow, isWithinWindow } from '@plugins/booking/contract'
import { BookingFlow } from '@/components/booking/BookingFlow'
import { getBookingSettings, getTicketTypes, getWaitingListOn } from '@/lib/cms/content'
import { businessDate } from '@/lib/time/businessDate'
import { getCreditOffer } from '@/server/pluginContent'
import { busyNowForPage } from '@/server/busyNow'
import { BusyNowSection } from '@/components/busyNow/BusyNowSection'
import { container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Book Your Visit', description: 'Book open-play tickets for children and adults.' }

export default async function BookingPage({ searchParams }: { searchParams: Promise<{ date?: string | string[] }> }) {
  const [ticketTypes, settings, creditOffer, params, waitingList, busy] = await Promise.all([
    getTicketTypes(),
    getBookingSettings(),
    getCreditOffer(),
    searchParams,
    getWaitingListOn(),
    busyNowForPage(),
  ])
  const today = businessDate()
  const requested = typeof params.date === 'string' ? params.date : null
  const initialDate = requested && isWithinWindow(requested, today, settings.bookingWindowMonths) ? requested : null
  return (
    <section className={section} aria-labelledby="booking-title">
      <div className={container}>
        <h1 id="booking-title">Book Your Visit</h1>
        {/* The instance's shared read of the figures (no query per view), painted with the page. */}
        {busy ? (
          <div style={{ marginBlockEnd: '1.5rem' }}>
            <BusyNowSection id="busy-now" heading={busy.heading} initial={busy} />
          </div>
        ) : null}
        <BookingFlow
          tickets={ticketTypes.map((ticket) => ({
            key: ticket.key,
            title: ticket.title,
            description: ticket.description ?? null,
            pricePence: ticket.pricePence,
            feePence: ticket.feePence,
            ageRange: ticket.ageRange ?? null,
            countsAsChild: Boolean(ticket.countsAsChild),
          }))}
          window={bookingWindow(today, settings.bookingWindowMonths)}
          initialDate={initialDate}
          arrival={settings.arrivalWindow}
          arriveEarlyMinutes={settings.arriveEarlyMinutes}
          lowThreshold={settings.lowAvailabilityThreshold}
          waitingList={waitingList}
          creditOffer={creditOffer}
        />
      </div>
    </section>
  )
}
