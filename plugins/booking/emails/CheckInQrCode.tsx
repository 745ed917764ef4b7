import { Img, Section, Text } from '@react-email/components'
import { BOOKING_QR_CID, BOOKING_QR_WIDTH } from './bookingQrCode'
import { styles } from '@plugins/email'

/** The booking's QR code, attached inline (cid) because many clients block data: and remote images. */
export function CheckInQrCode({ reference }: { reference: string }) {
  return (
    <Section style={styles.centred}>
      <Img
        src={`cid:${BOOKING_QR_CID}`}
        width={BOOKING_QR_WIDTH}
        height={BOOKING_QR_WIDTH}
        alt={`QR code for booking reference ${reference}`}
        style={styles.qrImage}
      />
      <Text style={styles.small}>Booking reference: {reference}</Text>
    </Section>
  )
}
