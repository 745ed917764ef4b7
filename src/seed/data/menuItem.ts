import type { MenuItem } from '@/payload-types'

/** A menu item as seeded, with the colour of its placeholder picture. */
export type MenuItemSeed = Omit<MenuItem, 'id' | 'createdAt' | 'updatedAt' | 'image'> & { imageColour?: string }

export const item = (
  name: string,
  emoji: string,
  pricePence: number,
  description: string,
  allergens: NonNullable<MenuItem['allergens']>,
  placement: { menuTab?: MenuItem['menuTab']; posterCategory?: MenuItem['posterCategory'] },
  extra: Partial<MenuItemSeed> = {},
): MenuItemSeed => ({
  name,
  emoji,
  pricePence,
  description,
  allergens,
  menuTab: placement.menuTab ?? null,
  posterCategory: placement.posterCategory ?? null,
  popular: false,
  active: true,
  ...extra,
})
