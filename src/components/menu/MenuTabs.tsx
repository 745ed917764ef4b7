'use client'

import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import * as styles from './menu.css'

export type MenuTabPanel = { value: string; label: string; content: ReactNode }

/** The four menu tabs (Radix: arrow keys move between tabs, each panel is labelled by its tab). */
export function MenuTabs({ panels, defaultValue }: { panels: MenuTabPanel[]; defaultValue: string }) {
  return (
    <Tabs.Root defaultValue={defaultValue}>
      <Tabs.List className={styles.tabList} aria-label="Menu sections">
        {panels.map((panel) => (
          <Tabs.Trigger key={panel.value} value={panel.value} className={styles.tab}>
            {panel.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {panels.map((panel) => (
        <Tabs.Content key={panel.value} value={panel.value} className={styles.panel}>
          {panel.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
