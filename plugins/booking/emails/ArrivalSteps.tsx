import { Heading, Section } from '@react-email/components'
import { styles } from '@plugins/email'
import { arrivalSentence, playSentence, type ArrivalWindow } from '../domain/arrivalWindow'

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`
const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`

/** What a family does on the day: arrive early, bring socks, show the code at the kiosk. */
export function ArrivalSteps({
  heading,
  arriveEarlyMinutes,
  reference,
  arrival,
}: {
  heading: string
  arriveEarlyMinutes: number
  reference: string
  arrival?: ArrivalWindow | null
}) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        {heading}
      </Heading>
      <ol style={styles.list}>
        <li style={styles.listItem}>
          {arrival
            ? `${capitalised(arrivalSentence(arrival))}: your ${playSentence(arrival).replace(' from check-in', '')} of play start when you check in.`
            : `Arrive ${minutes(arriveEarlyMinutes)} early for check-in and the safety briefing.`}
        </li>
        <li style={styles.listItem}>Bring socks for everyone who plays, grown-ups included.</li>
        <li style={styles.listItem}>Show the QR code below, or your booking reference {reference}, at the check-in kiosk.</li>
      </ol>
    </Section>
  )
}
