import { ServerImage } from '@/components/media/ServerImage'
import { mediaPicture } from '@/components/home/mediaImage'
import type { MenuItem } from '@/payload-types'
import { allergenLabel } from '@/lib/menu/menuOptions'
import { formatPence } from '@/lib/money'
import * as styles from './menu.css'

/** One dish: emoji, name, price, description, allergen badges and the POPULAR flag; optionally its photo and gourmet text. */
export function MenuItemCard({ item, showPhoto }: { item: MenuItem; showPhoto: boolean }) {
  const picture = showPhoto ? mediaPicture(item.image) : null
  const allergens = item.allergens ?? []
  return (
    <li className={styles.item}>
      {picture ? (
        <ServerImage
          src={picture.url}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          className={styles.photo}
          sizes="(min-width: 768px) 34rem, 90vw"
        />
      ) : null}
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>
          {item.emoji ? <span aria-hidden="true">{item.emoji} </span> : null}
          {item.name}
          {item.popular ? (
            <>
              {' '}
              <span className={styles.popular}>POPULAR</span>
            </>
          ) : null}
        </h3>
        <span className={styles.price}>{formatPence(item.pricePence)}</span>
      </div>
      {item.description ? <p className={styles.description}>{item.description}</p> : null}
      {showPhoto && item.gourmetDescription ? <p className={styles.gourmet}>{item.gourmetDescription}</p> : null}
      <ul className={styles.badges} aria-label={`Allergens in ${item.name}`}>
        {allergens.length === 0 ? (
          <li className={styles.allergenFree}>Allergen Free</li>
        ) : (
          allergens.map((allergen) => (
            <li key={allergen} className={styles.allergen}>
              {allergenLabel(allergen)}
            </li>
          ))
        )}
      </ul>
    </li>
  )
}
