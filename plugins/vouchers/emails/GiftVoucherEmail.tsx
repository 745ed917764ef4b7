import { Button, Heading, Section, Text } from '@react-email/components'
import { EmailLayout, type EmailVenue, styles } from '@plugins/email'
import { formatPence } from '@/lib/money'

export type GiftVoucherEmailProps = {
  venue: EmailVenue
  buyerName: string
  recipientName: string
  message: string | null
  code: string
  amountPence: number
  expiresOn: string
  terms: string
  printUrl: string
}

/** Sent to the buyer when a gift voucher is paid for: the code, and a link to the printable voucher. */
export function GiftVoucherEmail(props: GiftVoucherEmailProps) {
  const { venue, buyerName, recipientName, message, code, amountPence, expiresOn, terms, printUrl } = props
  return (
    <EmailLayout preview={`Your ${formatPence(amountPence)} gift voucher for ${recipientName}`} venue={venue}>
      <Heading style={styles.heading}>Your gift voucher is ready</Heading>
      <Text style={styles.text}>
        Hi {buyerName}, thank you for buying a gift voucher for {recipientName}.
      </Text>
      <Section>
        <Text style={styles.total}>Voucher code: {code}</Text>
        <Text style={styles.detail}>Value: {formatPence(amountPence)}</Text>
        <Text style={styles.detail}>For: {recipientName}</Text>
        {message ? <Text style={styles.detail}>Message: {message}</Text> : null}
        <Text style={styles.detail}>Use by: {expiresOn}</Text>
      </Section>
      <Text style={styles.text}>
        The code is entered on the booking page and pays for part or all of a booking. Keep it safe: anyone with the code can use it.
      </Text>
      <Section style={styles.centred}>
        <Button href={printUrl} style={styles.button}>
          Print the voucher
        </Button>
      </Section>
      <Text style={styles.text}>{terms}</Text>
    </EmailLayout>
  )
}
