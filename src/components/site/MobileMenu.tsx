'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { container } from '@/styles/primitives.css'
import { primaryNavigation } from './navigation'
import * as styles from './SiteHeader.css'

/** The collapsing menu for small screens: closes on selection and on Escape. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Menu
        <span aria-hidden="true">&nbsp;{open ? '\u2715' : '\u2630'}</span>
      </button>
      <div id={menuId} hidden={!open} className={styles.mobileMenuPanel}>
        <nav aria-label="Main (mobile)" className={`${container} ${styles.mobileNav}`}>
          {primaryNavigation.map((item) => (
            <a key={item.href} href={item.href} className={styles.navLink} onClick={() => setOpen(false)}>
              {item.label}
            </a>
          ))}
        </nav>
      </div>
    </>
  )
}
