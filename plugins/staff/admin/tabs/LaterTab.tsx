import type { ReactElement } from 'react'
import * as css from '../staff.css'

type Link = { href: string; label: string }

/**
 * The Inquiries, Birthday Parties and Booking Calendar tabs keep their places (seed 001 §2); until
 * their own screens come (issue 17), each opens the records staff need in the CMS.
 */
export function LaterTab({ intro, links }: { intro: string; links: Link[] }): ReactElement {
  return (
    <div className={css.panel}>
      <p className={css.subtle}>{intro}</p>
      <div className={css.row}>
        {links.map((link) => (
          <a key={link.href} className={css.button} href={link.href}>
            {link.label}
          </a>
        ))}
      </div>
    </div>
  )
}
