import { Heading, Section, Text } from '@react-email/components'
import { EmailLayout, type EmailVenue, styles } from '@plugins/email'

export type RedemptionEmailProps = {
  venue: EmailVenue
  name: string
  rewardTitle: string
  code: string
  pointsCost: number
  pointsLeft: number
}

/** The reward's code, to show at the desk. */
export function RedemptionEmail({ venue, name, rewardTitle, code, pointsCost, pointsLeft }: RedemptionEmailProps) {
  return (
    <EmailLayout preview={`Your reward code ${code}`} venue={venue}>
      <Heading style={styles.heading}>{rewardTitle}</Heading>
      <Text style={styles.text}>Hi {name}, here is your reward. Show this code at the desk on your next visit:</Text>
      <Section style={styles.centred}>
        <Text style={styles.total}>{code}</Text>
      </Section>
      <Text style={styles.detail}>Points spent: {pointsCost}</Text>
      <Text style={styles.detail}>Points left: {pointsLeft}</Text>
    </EmailLayout>
  )
}
