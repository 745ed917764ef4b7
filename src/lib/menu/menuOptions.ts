/** The spec's fixed vocabularies for the cafe menu. Items and prices are CMS content. */

export const ALLERGENS = [
  { value: 'gluten', label: 'Gluten' },
  { value: 'dairy', label: 'Dairy' },
  { value: 'eggs', label: 'Eggs' },
  { value: 'nuts', label: 'Nuts' },
  { value: 'peanuts', label: 'Peanuts' },
  { value: 'fish', label: 'Fish' },
  { value: 'soya', label: 'Soya' },
  { value: 'sesame', label: 'Sesame' },
] as const

/** The four tabs of /menu, in order; Kids Meals is the default. */
export const MENU_TABS = [
  { value: 'kids', label: 'Kids Meals' },
  { value: 'adult', label: 'Adult Food' },
  { value: 'snacks', label: 'Snacks & Treats' },
  { value: 'drinks', label: 'Drinks' },
] as const

export const POSTER_CATEGORIES = [
  { value: 'mains', label: 'Main Meals' },
  { value: 'lunchbox', label: 'Lunchboxes' },
  { value: 'dessert', label: 'Desserts' },
  { value: 'healthy', label: 'Healthy Options' },
  { value: 'snacks', label: 'Snacks' },
  { value: 'hot', label: 'Hot Drinks' },
  { value: 'cold', label: 'Cold Drinks' },
] as const

export type Allergen = (typeof ALLERGENS)[number]['value']
export type MenuTab = (typeof MENU_TABS)[number]['value']
export type PosterCategory = (typeof POSTER_CATEGORIES)[number]['value']

export function allergenLabel(value: string): string {
  return ALLERGENS.find((allergen) => allergen.value === value)?.label ?? value
}
