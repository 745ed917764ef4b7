import { Heading, Text } from '@react-email/components'
import { EmailLayout, type EmailVenue, styles } from '@plugins/email'

export type VerificationCodeEmailProps = { venue: EmailVenue; code: string; minutes: number }

/** The one-time code that proves a visitor reads this address's mail. */
export function VerificationCodeEmail({ venue, code, minutes }: VerificationCodeEmailProps) {
  return (
    <EmailLayout preview={`Your code is ${code}`} venue={venue}>
      <Heading style={styles.heading}>Your code is {code}</Heading>
      <Text style={styles.text}>Enter it on our website to see your session credits or rewards. It works for {minutes} minutes, once.</Text>
      <Text style={styles.small}>If you did not ask for a code, you can ignore this e-mail: nothing about you is shown without it.</Text>
    </EmailLayout>
  )
}
