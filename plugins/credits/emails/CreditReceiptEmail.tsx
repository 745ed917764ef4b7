import { Button, Heading, Section, Text } from '@react-email/components'
import { EmailLayout, type EmailVenue, styles } from '@plugins/email'
import { formatPence } from '@/lib/money'

export type CreditReceiptEmailProps = {
  venue: EmailVenue
  customerName: string
  credits: number
  amountPence: number
  savingsPence: number
  balance: number
}

/** Sent when a pack of credits is paid for. */
export function CreditReceiptEmail({ venue, customerName, credits, amountPence, savingsPence, balance }: CreditReceiptEmailProps) {
  return (
    <EmailLayout preview={`${credits} session credits are ready to use`} venue={venue}>
      <Heading style={styles.heading}>Your {credits} session credits are ready</Heading>
      <Text style={styles.text}>Hi {customerName}, thank you for your purchase.</Text>
      <Section>
        <Text style={styles.detail}>Credits bought: {credits}</Text>
        <Text style={styles.detail}>Paid: {formatPence(amountPence)}</Text>
        {savingsPence > 0 ? <Text style={styles.detail}>You saved: {formatPence(savingsPence)}</Text> : null}
        <Text style={styles.total}>Credits available now: {balance}</Text>
      </Section>
      <Text style={styles.text}>
        One credit pays for one child&apos;s session. Credits never expire and are applied automatically when you book with this e-mail
        address (we send you a code to confirm it is you).
      </Text>
      <Section style={styles.centred}>
        <Button href={`${venue.siteUrl}/booking`} style={styles.button}>
          Book a session
        </Button>
      </Section>
    </EmailLayout>
  )
}
