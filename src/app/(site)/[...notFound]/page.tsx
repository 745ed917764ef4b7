import { notFound } from 'next/navigation'

/** Any path no page claims renders the site's 404 (with a 404 status) inside the site shell. */
export default function UnknownPath(): never {
  notFound()
}
