import type { Metadata } from 'next'
import { SuccessScreenClient as SuccessScreen } from '@/components/booking/ClientScreens'
import { getBookingSettings, getVenue } from '@/lib/cms/content'
import { container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Booking Confirmed', robots: { index: false } }

export default async function BookingSuccessPage() {
  const [venue, settings] = await Promise.all([getVenue(), getBookingSettings()])
  return (
    <div className={section}>
      <div className={container}>
        <SuccessScreen phone={venue.phone} email={venue.email} arriveEarlyMinutes={settings.arriveEarlyMinutes} />
      </div>
    </div>
  )
}
