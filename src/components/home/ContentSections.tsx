import { ServerImage } from '@/components/media/ServerImage'
import type { Activity, LandingPage, Offer } from '@/payload-types'
import { SiteIcon } from '@/components/icons/SiteIcon'
import { button, card, container, section } from '@/styles/primitives.css'
import { mediaPicture } from './mediaImage'
import * as styles from './sections.css'

export function AboutSection({ about }: { about: LandingPage['about'] }) {
  return (
    <section id="about" className={section} aria-labelledby="about-title">
      <div className={container}>
        <h2 id="about-title" className={styles.sectionTitle}>
          {about.heading}
        </h2>
        <p className={styles.lead}>{about.body}</p>
        {about.highlights?.length ? (
          <ul className={styles.fourGrid}>
            {about.highlights.map((item) => (
              <li key={item.id ?? item.text} className={card}>
                {item.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}

export function ActivitiesSection({ intro, activities }: { intro: LandingPage['activitiesIntro']; activities: Activity[] }) {
  return (
    <section id="activities" className={`${section} ${styles.altBackground}`} aria-labelledby="activities-title">
      <div className={container}>
        <h2 id="activities-title" className={styles.sectionTitle}>
          {intro.heading}
        </h2>
        {intro.intro ? <p className={styles.lead}>{intro.intro}</p> : null}
        {activities.length === 0 ? (
          <p>Our activities will be listed here soon.</p>
        ) : (
          <ul className={styles.cardGrid}>
            {activities.map((activity) => {
              const picture = mediaPicture(activity.image)
              return (
                <li key={activity.id} className={card}>
                  {picture ? (
                    <ServerImage
                      src={picture.url}
                      alt={picture.alt}
                      width={picture.width}
                      height={picture.height}
                      className={styles.cardImage}
                      sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 90vw"
                    />
                  ) : null}
                  <span className={styles.cardIcon}>
                    <SiteIcon name={activity.icon} size={36} />
                  </span>
                  <h3>{activity.title}</h3>
                  <p>{activity.description}</p>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}

export function AgeGuidelinesSection({ guidelines }: { guidelines: LandingPage['ageGuidelines'] }) {
  return (
    <section id="age-guidelines" className={section} aria-labelledby="ages-title">
      <div className={container}>
        <h2 id="ages-title" className={styles.sectionTitle}>
          {guidelines.heading}
        </h2>
        {guidelines.intro ? <p className={styles.lead}>{guidelines.intro}</p> : null}
        <ul className={styles.cardGrid}>
          {(guidelines.zones ?? []).map((zone) => (
            <li key={zone.id ?? zone.title} className={card}>
              <p className={styles.badge.muted}>{zone.ages}</p>
              <h3>{zone.title}</h3>
              <p>{zone.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function OffersSection({ intro, offers }: { intro: LandingPage['offersIntro']; offers: Offer[] }) {
  if (offers.length === 0) return null
  return (
    <section id="offers" className={`${section} ${styles.altBackground}`} aria-labelledby="offers-title">
      <div className={container}>
        <h2 id="offers-title" className={styles.sectionTitle}>
          {intro.heading}
        </h2>
        {intro.intro ? <p className={styles.lead}>{intro.intro}</p> : null}
        <ul className={styles.cardGrid}>
          {offers.map((offer) => (
            <li key={offer.id} className={card}>
              {offer.icon ? (
                <span className={styles.cardIcon}>
                  <SiteIcon name={offer.icon} size={36} />
                </span>
              ) : null}
              <h3>{offer.title}</h3>
              {offer.priceText ? <p className={styles.priceTag}>{offer.priceText}</p> : null}
              <p>{offer.description}</p>
              {offer.linkHref && offer.linkLabel ? (
                <a href={offer.linkHref} className={button.outline}>
                  {offer.linkLabel}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function LoyaltyTeaser({ loyalty }: { loyalty: LandingPage['loyalty'] }) {
  return (
    <section id="loyalty" className={section} aria-labelledby="loyalty-title">
      <div className={container}>
        <h2 id="loyalty-title" className={styles.sectionTitle}>
          {loyalty.heading}
        </h2>
        <p className={styles.lead}>{loyalty.intro}</p>
        <p className={styles.priceTag}>{loyalty.cardText}</p>
        {loyalty.tiers?.length ? (
          <ul className={styles.fourGrid} aria-label="Membership levels">
            {loyalty.tiers.map((tier) => (
              <li key={tier.id ?? tier.name} className={card}>
                <h3>{tier.name}</h3>
                <p>{tier.detail}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.buttonRow} style={{ marginTop: '1.5rem' }}>
          <a href="/loyalty" className={button.primary}>
            View My Rewards
          </a>
          <a href="/booking" className={button.outline}>
            Book &amp; Earn Points
          </a>
        </div>
      </div>
    </section>
  )
}
