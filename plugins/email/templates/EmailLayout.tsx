import { Body, Container, Head, Hr, Html, Preview, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { styles } from './emailStyles'
import type { EmailVenue } from './venue'
import { VenueContact } from './VenueContact'

/** The frame every booking e-mail shares: the venue's name on top, its contact details at the foot. */
export function EmailLayout({ preview, venue, children }: { preview: string; venue: EmailVenue; children: ReactNode }) {
  return (
    <Html lang="en-GB" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{venue.name}</Text>
          {children}
          <Hr style={styles.rule} />
          <VenueContact venue={venue} />
        </Container>
      </Body>
    </Html>
  )
}
