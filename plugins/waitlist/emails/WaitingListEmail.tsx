import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { EmailLayout, type EmailVenue, styles } from '@plugins/email'

export type WaitingListEmailKind = 'joined' | 'closed'

export type WaitingListEmailInput = {
  kind: WaitingListEmailKind
  venue: EmailVenue
  customerName: string
  childCount: number
  /** e.g. 'Saturday 5 December 2026, 12:00 PM - 2:00 PM' */
  session: string
  /** A whole normal day's list (ADR 0033): `session` is the day and the family's arrival times. */
  wholeDay?: boolean
  /** The signed leave link; only while the family is waiting. */
  leaveUrl?: string
}

export const waitingListSubject = (kind: WaitingListEmailKind, session: string) =>
  kind === 'joined' ? `You are on the waiting list: ${session}` : `The waiting list has closed: ${session}`

/** The family joined a full session's waiting list (with a link to leave it), or the session started before places came free. */
export function WaitingListEmail({ kind, venue, customerName, childCount, session, wholeDay, leaveUrl }: WaitingListEmailInput) {
  const places = childCount === 1 ? '1 child' : `${childCount} children`
  return (
    <EmailLayout preview={waitingListSubject(kind, session)} venue={venue}>
      <Heading as="h1" style={styles.heading}>
        {kind === 'joined' ? 'You are on the waiting list' : 'The waiting list has closed'}
      </Heading>
      <Text style={styles.text}>Hi {customerName},</Text>
      {kind === 'joined' ? (
        <>
          <Text style={styles.text}>
            You are on the waiting list for {places} {wholeDay ? 'on' : 'at'} {session}. If places come free we offer them in the order
            families joined: we will e-mail you a link that holds the places for you for a while, so you can pay to confirm. Nothing is
            booked or paid until then.
          </Text>
          {leaveUrl ? (
            <>
              <Section style={{ ...styles.centred, margin: '8px 0 12px' }}>
                <Button href={leaveUrl} style={styles.button}>
                  Leave the waiting list
                </Button>
              </Section>
              <Text style={styles.text}>
                Or open this link:{' '}
                <Link href={leaveUrl} style={styles.link}>
                  {leaveUrl}
                </Link>
              </Text>
            </>
          ) : null}
        </>
      ) : (
        <Text style={styles.text}>
          {wholeDay ? `The last time you could arrive on ${session} has passed` : `The session at ${session} has started`}, and no places
          came free for {places} before then, so the waiting list has closed. We are sorry; we hope to see you another time. Nothing was
          booked or paid.
        </Text>
      )}
    </EmailLayout>
  )
}
