'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import * as styles from './menu.css'

export type MenuTabPanel = { value: string; label: string; content: ReactNode }

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The four menu tabs, as the WAI-ARIA tabs pattern with automatic activation: arrow keys, Home
 * and End move between the tabs and open the one they reach; Tab leaves for the open panel, which
 * is labelled by its tab. The panels' content is rendered on the server (passed in as `content`);
 * only the open panel is in the page, so switching tabs is this small component's only work.
 */
export function MenuTabs({ panels, defaultValue }: { panels: MenuTabPanel[]; defaultValue: string }) {
  const [active, setActive] = useState(defaultValue)
  const baseId = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (value: string) => `${baseId}-tab-${value}`
  const panelId = (value: string) => `${baseId}-panel-${value}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(
      Math.max(
        0,
        panels.findIndex((panel) => panel.value === active),
      ),
      panels.length,
    )
    const target = panels[next]
    if (!target) return
    setActive(target.value)
    tabs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Menu sections" aria-orientation="horizontal" className={styles.tabList} onKeyDown={onKeyDown}>
        {panels.map((panel, index) => {
          const selected = panel.value === active
          return (
            <button
              key={panel.value}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(panel.value)}
              aria-selected={selected}
              aria-controls={panelId(panel.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={styles.tab}
              onClick={() => setActive(panel.value)}
            >
              {panel.label}
            </button>
          )
        })}
      </div>
      {panels.map((panel) => {
        const selected = panel.value === active
        return (
          <div
            key={panel.value}
            role="tabpanel"
            id={panelId(panel.value)}
            aria-labelledby={tabId(panel.value)}
            hidden={!selected}
            tabIndex={0}
            className={styles.panel}
          >
            {selected ? panel.content : null}
          </div>
        )
      })}
    </div>
  )
}
