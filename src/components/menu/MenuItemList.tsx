import type { MenuItem } from '@/payload-types'
import { MenuItemCard } from './MenuItemCard'
import * as styles from './menu.css'
import { UtensilsCrossed } from 'lucide-react'
import { InlineIcon } from '@/components/icons/InlineIcon'

/** One tab's items, or a friendly note when the kitchen has nothing on that part of the menu. */
export function MenuItemList({ items, showPhotos }: { items: MenuItem[]; showPhotos: boolean }) {
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>
          <InlineIcon icon={UtensilsCrossed} /> Nothing here just now
        </p>
        <p>This part of the menu is being refreshed. Please ask at the counter for today&apos;s choices.</p>
      </div>
    )
  }
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <MenuItemCard key={item.id} item={item} showPhoto={showPhotos} />
      ))}
    </ul>
  )
}
