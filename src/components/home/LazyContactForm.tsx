'use client'

import { useEffect, useRef } from 'react'
import { LazyPartFallback } from '@/components/lazy/LazyPartFallback'
import { useLazyModule } from '@/lib/lazy/useLazyModule'
import * as styles from './forms.css'

// The message form sits at the foot of the landing page: its code (the form library and the form)
// loads when the form comes within a screen or so of view (as it does when a keyboard or a screen
// reader's cursor moves through the contact section: the browser scrolls to it), or the address
// points at the contact section (the Contact links, /#contact); not with the page, nor on a timer,
// so a visit that never reaches the form never downloads or runs it.
const loadContactForm = () => import('./ContactForm')

export function LazyContactForm({ sectionId }: { sectionId: string }) {
  const form = useLazyModule(loadContactForm)
  const { module, request } = form
  const anchor = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = anchor.current
    if (module || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      request()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        request()
      },
      { rootMargin: '1000px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [module, request])

  useEffect(() => {
    if (module) return
    const onHash = () => {
      if (window.location.hash === `#${sectionId}`) request()
    }
    onHash()
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [module, request, sectionId])

  if (module) return <module.ContactForm />
  return (
    <div ref={anchor} className={styles.formPlaceholder}>
      <LazyPartFallback failed={form.failed} loadingLabel="Loading the message form" what="The message form" onRetry={request} />
    </div>
  )
}
