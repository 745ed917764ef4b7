'use client'

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/**
 * Server-rendered content that never changes in the browser, kept out of hydration: React builds
 * and hydrates nothing inside it, which is most of a content page's main-thread time on a phone
 * (docs/performance.md, issue 26).
 *
 * While hydrating, the element asks for `dangerouslySetInnerHTML` and React leaves such an
 * element's children as the server sent them (it neither compares nor replaces them in a
 * production build). Rendered afresh in the browser instead (a soft navigation, or React
 * client-rendering the boundary after a hydration error elsewhere in it), the element would come
 * out empty: the layout effect sees that before the browser paints and renders the children.
 *
 * Put only server-rendered markup inside: no client component, no event handler (nothing inside is
 * ever hydrated). Links and forms work as plain HTML. `display: contents` keeps the wrapper out of
 * the layout, so sections keep their place in their parent's flow.
 */
export function StaticMarkup({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [rendered, setRendered] = useState(typeof window === 'undefined')
  useLayoutEffect(() => {
    if (!rendered && ref.current && !ref.current.hasChildNodes()) setRendered(true)
  }, [rendered])
  if (rendered)
    return (
      <div ref={ref} data-static-markup="" style={{ display: 'contents' }}>
        {children}
      </div>
    )
  return (
    <div
      ref={ref}
      data-static-markup=""
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  )
}
