import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { styles } from '@plugins/email'

/** The policy's paragraphs as the manager wrote them (blank lines or line breaks between). */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The cancellation policy and the way to see or cancel the booking online. */
export function ManageBooking({ manageUrl, cancellationPolicy }: { manageUrl: string; cancellationPolicy: string }) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        Cancellation policy
      </Heading>
      {paragraphs(cancellationPolicy).map((paragraph, index) => (
        <Text key={index} style={styles.text}>
          {paragraph}
        </Text>
      ))}
      <Section style={{ ...styles.centred, margin: '8px 0 12px' }}>
        <Button href={manageUrl} style={styles.button}>
          View or cancel your booking
        </Button>
      </Section>
      <Text style={styles.small}>
        Or open this address:{' '}
        <Link href={manageUrl} style={styles.link}>
          {manageUrl}
        </Link>
      </Text>
    </Section>
  )
}
