import { Heading, Section } from '@react-email/components'
import { styles } from '@plugins/email/templates/emailStyles'

const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`

/** What a family does on the day: arrive early, bring socks, show the code at the kiosk. */
export function ArrivalSteps({ heading, arriveEarlyMinutes, reference }: { heading: string; arriveEarlyMinutes: number; reference: string }) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        {heading}
      </Heading>
      <ol style={styles.list}>
        <li style={styles.listItem}>Arrive {minutes(arriveEarlyMinutes)} early for check-in and the safety briefing.</li>
        <li style={styles.listItem}>Bring socks for everyone who plays, grown-ups included.</li>
        <li style={styles.listItem}>
          Show the QR code below, or your booking reference {reference}, at the check-in kiosk.
        </li>
      </ol>
    </Section>
  )
}
