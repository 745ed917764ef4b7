import type { Metadata } from 'next'
import { button, card, container, section } from '@/styles/primitives.css'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default function NotFound() {
  return (
    <div className={`${container} ${section}`}>
      <div className={card}>
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <a href="/" className={button.primary}>
          Return to Home
        </a>
      </div>
    </div>
  )
}
