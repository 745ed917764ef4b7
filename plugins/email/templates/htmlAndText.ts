import { render } from '@react-email/render'
import type { ReactElement } from 'react'

/** In plain text a phone number reads better without its 'tel:' address repeated after it. */
const PLAIN_TEXT_OPTIONS = {
  plainText: true,
  htmlToTextOptions: { selectors: [{ selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } }] },
} as const

/** Every e-mail goes out as HTML and as plain text, rendered from the same React element. */
export async function htmlAndText(email: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(email), render(email, PLAIN_TEXT_OPTIONS)])
  return { html, text }
}
