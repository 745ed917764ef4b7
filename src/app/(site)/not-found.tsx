import type { Metadata } from 'next'
import Link from 'next/link'
import { button, card, container, section } from '@/styles/primitives.css'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default function NotFound() {
  return (
    <div className={`${container} ${section}`}>
      <div className={card}>
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <Link href="/" className={button.primary}>
          Return to Home
        </Link>
      </div>
    </div>
  )
}
