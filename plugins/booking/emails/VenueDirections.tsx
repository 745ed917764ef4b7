import { Heading, Section, Text } from '@react-email/components'
import { Fragment } from 'react'
import { styles } from '@plugins/email'
import type { EmailVenue } from './types'

/** Where to go: the address line by line, and the venue's parking note as the manager wrote it. */
export function VenueDirections({ venue }: { venue: EmailVenue }) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        Finding us
      </Heading>
      <Text style={styles.text}>
        {venue.name}
        {venue.addressLines.map((line, index) => (
          <Fragment key={index}>
            <br />
            {line}
          </Fragment>
        ))}
      </Text>
      {venue.parkingText ? (
        <Text style={styles.text}>
          <strong>Parking:</strong> {venue.parkingText}
        </Text>
      ) : null}
    </Section>
  )
}
