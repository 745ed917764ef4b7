import { menuFoodSeed } from './menuFood'
import type { MenuItemSeed } from './menuItem'
import { menuSnacksAndDrinksSeed } from './menuSnacksAndDrinks'

export type { MenuItemSeed } from './menuItem'

// The spec gives price ranges, not items: kids meals £4.25-£6.00, adult food £6.50-£9.50 on /menu
// and £4.00-£12.00 on the poster (the lists differ), snacks £1.25-£3.50, drinks £1.50-£3.50.
export const menuItemsSeed: MenuItemSeed[] = [...menuFoodSeed, ...menuSnacksAndDrinksSeed]
