import { Text } from '@react-email/components'
import { EmailLayout, type EmailVenue, styles } from '@plugins/email'

/** A reply staff wrote in the dashboard: their words, paragraph by paragraph, in the venue's frame. */
export function InquiryReplyEmail({ body, venue }: { body: string; venue: EmailVenue }) {
  const paragraphs = body.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '')
  return (
    <EmailLayout preview={paragraphs[0]?.slice(0, 90) ?? ''} venue={venue}>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>
          {paragraph}
        </Text>
      ))}
    </EmailLayout>
  )
}
