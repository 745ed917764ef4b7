import { StaticMarkup } from '@/components/rendering/StaticMarkup'
import { getMenuItems, getMenuPage } from '@/lib/cms/content'
import { MENU_TABS } from '@/lib/menu/menuOptions'
import { container, section } from '@/styles/primitives.css'
import { AllergenInfo } from './AllergenInfo'
import { MenuBar } from './MenuBar'
import { MenuItemList } from './MenuItemList'
import { MenuTabs } from './MenuTabs'
import * as styles from './menu.css'

/**
 * /menu and /menu-enhanced: the same screen. Rendered on the server; only the tabs run in the browser,
 * and React hydrates nothing else (StaticMarkup).
 */
export async function MenuScreen() {
  const [items, page] = await Promise.all([getMenuItems(), getMenuPage()])
  const panels = MENU_TABS.map((tab) => ({
    value: tab.value,
    label: tab.label,
    // Adult Food shows each dish's photo and its gourmet description.
    content: (
      <StaticMarkup>
        <MenuItemList items={items.filter((item) => item.menuTab === tab.value)} showPhotos={tab.value === 'adult'} />
      </StaticMarkup>
    ),
  }))
  return (
    <>
      <StaticMarkup>
        <MenuBar />
      </StaticMarkup>
      <section className={section} aria-labelledby="menu-title">
        <div className={container}>
          <StaticMarkup>
            <h1 id="menu-title">{page.heading}</h1>
            {page.intro ? <p className={styles.intro}>{page.intro}</p> : null}
            <AllergenInfo text={page.allergenInfo} />
          </StaticMarkup>
          <MenuTabs panels={panels} defaultValue={MENU_TABS[0].value} />
          <p className={styles.footerNote}>{page.footer}</p>
        </div>
      </section>
    </>
  )
}
