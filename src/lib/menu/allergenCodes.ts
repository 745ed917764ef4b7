import type { Allergen } from './menuOptions'

/** Short marks for the printed poster's allergen key. */
export const ALLERGEN_CODES: Record<Allergen, string> = {
  gluten: 'G',
  dairy: 'D',
  eggs: 'E',
  nuts: 'N',
  peanuts: 'P',
  fish: 'F',
  soya: 'S',
  sesame: 'Se',
}
