import Link from 'next/link'
import { getMenuItems, getMenuPage } from '@/lib/cms/content'
import { MENU_TABS } from '@/lib/menu/menuOptions'
import { container, section } from '@/styles/primitives.css'
import { MenuItemCard } from './MenuItemCard'
import { MenuTabs } from './MenuTabs'
import * as styles from './menu.css'

/** /menu and /menu-enhanced: the same screen. */
export async function MenuScreen() {
  const [items, page] = await Promise.all([getMenuItems(), getMenuPage()])
  const panels = MENU_TABS.map((tab) => {
    const tabItems = items.filter((item) => item.menuTab === tab.value)
    return {
      value: tab.value,
      label: tab.label,
      content:
        tabItems.length === 0 ? (
          <p>Nothing on this part of the menu just now. Please ask at the counter.</p>
        ) : (
          <ul className={styles.items}>
            {tabItems.map((item) => (
              <MenuItemCard key={item.id} item={item} showPhoto={tab.value === 'adult'} />
            ))}
          </ul>
        ),
    }
  })
  return (
    <>
      <div className={styles.stickyBar}>
        <div className={`${container} ${styles.barInner}`}>
          <Link href="/">← Home</Link>
          <Link href="/menu-poster">Print Poster</Link>
        </div>
      </div>
      <section className={section} aria-labelledby="menu-title">
        <div className={container}>
          <h1 id="menu-title">{page.heading}</h1>
          {page.intro ? <p>{page.intro}</p> : null}
          <aside className={styles.allergenBox} aria-labelledby="allergen-title">
            <h2 id="allergen-title" style={{ fontSize: '1.125rem' }}>
              Allergen Information
            </h2>
            <p style={{ margin: 0 }}>{page.allergenInfo}</p>
          </aside>
          <MenuTabs panels={panels} defaultValue={MENU_TABS[0].value} />
          <p className={styles.footerNote}>{page.footer}</p>
        </div>
      </section>
    </>
  )
}
