import { Link, Section, Text } from '@react-email/components'
import { styles } from './emailStyles'
import type { EmailVenue } from './venue'

/** 'tel:' links take digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function VenueContact({ venue }: { venue: EmailVenue }) {
  return (
    <Section>
      <Text style={styles.small}>
        Questions? Call us on{' '}
        <Link href={telHref(venue.phone)} style={styles.link}>
          {venue.phone}
        </Link>{' '}
        or e-mail{' '}
        <Link href={`mailto:${venue.email}`} style={styles.link}>
          {venue.email}
        </Link>
        .
      </Text>
      <Text style={styles.small}>
        {venue.name}, {venue.addressLines.join(', ')}
      </Text>
    </Section>
  )
}
