import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ActivitiesSection, AboutSection, AgeGuidelinesSection, LoyaltyTeaser, OffersSection } from '@/components/home/ContentSections'
import { ContactSection } from '@/components/home/ContactSection'
import { EventBanner } from '@/components/home/EventBanner'
import { HeroSection } from '@/components/home/HeroSection'
import { PricingSection } from '@/components/home/PricingSection'
import { SocialTeaser } from '@/components/home/SocialTeaser'
import { getActivities, getLandingPage, getNextEventDay, getOffers, getTicketTypes, getVenue } from '@/lib/cms/content'
import { isBuildPrerender } from '@/lib/rendering/buildPhase'
import { businessDate } from '@/lib/time/businessDate'
import { container } from '@/styles/primitives.css'
import { StaticMarkup } from '@/components/rendering/StaticMarkup'
import { BusyNowSection } from '@/components/busyNow/BusyNowSection'
import { busyNowHeading } from '@/server/busyNow'

// From the page cache (src/lib/rendering/cachedPages.mjs); re-rendered every 5 minutes too, for
// the next event day after midnight and the busy-now section's place (shown until arrivals end).
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  if (isBuildPrerender()) return {}
  const [venue, landing] = await Promise.all([getVenue(), getLandingPage()])
  return {
    title: { absolute: `${venue.name} | ${landing.hero.heading}` },
    description: landing.hero.subheading,
    alternates: { canonical: '/' },
  }
}

export default async function HomePage() {
  if (isBuildPrerender()) return null
  const today = businessDate()
  const [venue, landing, ticketTypes, activities, offers, nextEvent, busyHeading] = await Promise.all([
    getVenue(),
    getLandingPage(),
    getTicketTypes(),
    getActivities(),
    getOffers(),
    getNextEventDay(today),
    busyNowHeading(today),
  ])
  return (
    <>
      <StaticMarkup>
        <HeroSection hero={landing.hero} />
        <EventBanner day={nextEvent} heading={landing.highlights.eventHeading} buttonLabel={landing.highlights.eventButtonLabel} />
      </StaticMarkup>
      {/* Live figures are read in the browser (this page is cached for everyone); their space is kept from the first paint. */}
      {busyHeading ? (
        <div className={container} style={{ paddingBlockStart: '1.5rem' }}>
          <BusyNowSection id="busy-now" heading={busyHeading} />
        </div>
      ) : null}
      <section aria-label={landing.highlights.socialHeading} id="latest-news" style={{ paddingBlock: '1.5rem' }}>
        <div className={container}>
          <SocialTeaser
            heading={landing.highlights.socialHeading}
            genericTitle={landing.highlights.socialGenericTitle}
            genericText={landing.highlights.socialGenericText}
          />
        </div>
      </section>
      {/* Server HTML that React does not hydrate (StaticMarkup), as the hero above: only the
          social teaser and the contact section's message form run in the browser. Nothing here
          suspends: each boundary still lets React take its part of the page's data in a task of its
          own, which keeps a phone's main thread from one long task (measured: docs/performance.md). */}
      <Suspense>
        <StaticMarkup>
          <AboutSection about={landing.about} />
          <ActivitiesSection intro={landing.activitiesIntro} activities={activities} />
        </StaticMarkup>
      </Suspense>
      <Suspense>
        <StaticMarkup>
          <AgeGuidelinesSection guidelines={landing.ageGuidelines} />
          <PricingSection pricing={landing.pricing} ticketTypes={ticketTypes} />
        </StaticMarkup>
      </Suspense>
      <Suspense>
        <StaticMarkup>
          <OffersSection intro={landing.offersIntro} offers={offers} />
          <LoyaltyTeaser loyalty={landing.loyalty} />
        </StaticMarkup>
      </Suspense>
      <Suspense>
        <ContactSection contact={landing.contact} venue={venue} />
      </Suspense>
    </>
  )
}
