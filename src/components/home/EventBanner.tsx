import type { SpecialDay } from '@/payload-types'
import { longDate } from '@/lib/time/formatDate'
import { button, container, section } from '@/styles/primitives.css'
import { slotLabel } from '@plugins/booking/contract'
import * as styles from './sections.css'

/** The next themed event day, linking to the booking page with its date chosen. */
export function EventBanner({ day, heading, buttonLabel }: { day: SpecialDay | null; heading: string; buttonLabel: string }) {
  if (!day?.event?.title) return null
  const slots = day.event.slots ?? []
  return (
    <section className={section} aria-labelledby="event-title" id="special-event">
      <div className={container}>
        <div className={styles.eventCard}>
          <div>
            <p className={styles.badge.primary}>{heading}</p>
            <h2 id="event-title" className={styles.sectionTitle}>
              {day.event.title}
            </h2>
            <p>
              <strong>
                <time dateTime={day.date}>{longDate(day.date)}</time>
              </strong>
            </p>
            {day.event.description ? <p>{day.event.description}</p> : null}
            {slots.length ? <p>Sessions: {slots.map((slot) => slotLabel(slot.start, slot.end)).join(', ')}</p> : null}
            {day.event.notes ? <p className={styles.lead}>{day.event.notes}</p> : null}
          </div>
          <a href={`/booking?date=${day.date}`} className={button.primary}>
            {buttonLabel}
          </a>
        </div>
      </div>
    </section>
  )
}
