import type { MenuItem } from '@/payload-types'

export type MenuItemSeed = Omit<MenuItem, 'id' | 'createdAt' | 'updatedAt' | 'image'> & { imageColour?: string }

const item = (
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

// The spec gives price ranges, not items: kids meals £4.25-£6.00, adult food £6.50-£9.50 on /menu
// and £4.00-£12.00 on the poster (the lists differ), snacks £1.25-£3.50, drinks £1.50-£3.50.
export const menuItemsSeed: MenuItemSeed[] = [
  item('Chicken Nuggets & Chips', '🍗', 550, 'Golden chicken nuggets with chips and peas or beans', ['gluten'], { menuTab: 'kids', posterCategory: 'mains' }, { popular: true, sortOrder: 1 }),
  item('Fish Fingers & Chips', '🐟', 575, 'Three fish fingers with chips and peas', ['fish', 'gluten'], { menuTab: 'kids', posterCategory: 'mains' }, { sortOrder: 2 }),
  item('Mini Margherita Pizza', '🍕', 525, 'Tomato and mozzarella on a stone-baked base', ['gluten', 'dairy'], { menuTab: 'kids', posterCategory: 'mains' }, { popular: true, sortOrder: 3 }),
  item('Cheesy Pasta', '🍝', 495, 'Pasta twists in a creamy cheese sauce', ['gluten', 'dairy'], { menuTab: 'kids', posterCategory: 'mains' }, { sortOrder: 4 }),
  item('Beans on Toast', '🍞', 425, 'Baked beans on buttered toast', ['gluten', 'dairy'], { menuTab: 'kids', posterCategory: 'mains' }, { sortOrder: 5 }),
  item('Kids Lunchbox', '🧃', 600, 'A sandwich of your choice, fruit pot, crisps and a fruit shoot', ['gluten', 'dairy'], { menuTab: 'kids', posterCategory: 'lunchbox' }, { popular: true, sortOrder: 6 }),

  item('Jacket Potato', '🥔', 650, 'With cheese, beans or tuna mayo and a side salad', ['dairy'], { menuTab: 'adult', posterCategory: 'mains' }, {
    gourmetDescription: 'A slow-baked Somerset potato with a crisp, salted skin and a fluffy centre, finished with mature cheddar or your choice of filling.',
    imageColour: '#c2410c',
    sortOrder: 10,
  }),
  item('Halloumi & Roasted Veg Wrap', '🌯', 750, 'Grilled halloumi, roasted peppers and houmous', ['gluten', 'dairy', 'sesame'], { menuTab: 'adult', posterCategory: 'mains' }, {
    gourmetDescription: 'Chargrilled halloumi with sweet roasted peppers, red onion and a smooth houmous, wrapped in a warm flatbread.',
    imageColour: '#15803d',
    sortOrder: 11,
  }),
  item('Club Sandwich', '🥪', 795, 'Chicken, bacon, egg and salad on toasted bread, with crisps', ['gluten', 'eggs'], { menuTab: 'adult', posterCategory: 'mains' }, {
    gourmetDescription: 'Triple-decker toasted bloomer layered with roast chicken, smoked bacon, free-range egg mayonnaise and crisp lettuce.',
    imageColour: '#b45309',
    popular: true,
    sortOrder: 12,
  }),
  item('Chicken Caesar Salad', '🥗', 850, 'Cos lettuce, chicken, croutons, parmesan and Caesar dressing', ['gluten', 'dairy', 'eggs', 'fish'], { menuTab: 'adult', posterCategory: 'healthy' }, {
    gourmetDescription: 'Crisp cos hearts tossed in a classic anchovy dressing with warm chicken, shaved parmesan and garlic croutons.',
    imageColour: '#4d7c0f',
    sortOrder: 13,
  }),
  item('All-Day Breakfast', '🍳', 950, 'Sausage, bacon, egg, beans, hash brown and toast', ['gluten', 'eggs'], { menuTab: 'adult', posterCategory: 'mains' }, {
    gourmetDescription: 'Local pork sausage, back bacon, a fried free-range egg, beans, a crisp hash brown and buttered toast: the full works.',
    imageColour: '#9a3412',
    sortOrder: 14,
  }),
  // Poster-only adult food, as the spec's poster list differs from /menu.
  item('Soup of the Day', '🥣', 400, 'With crusty bread and butter', ['gluten', 'dairy'], { posterCategory: 'mains' }, { sortOrder: 15 }),
  item('Loaded Nachos to Share', '🧀', 1200, 'Tortilla chips, cheese, salsa, sour cream and guacamole', ['dairy'], { posterCategory: 'mains' }, { sortOrder: 16 }),

  item('Crisps', '🥔', 125, 'Ready salted, cheese & onion or salt & vinegar', ['dairy'], { menuTab: 'snacks', posterCategory: 'snacks' }, { sortOrder: 20 }),
  item('Fruit Pot', '🍓', 150, 'Fresh seasonal fruit', [], { menuTab: 'snacks', posterCategory: 'healthy' }, { sortOrder: 21 }),
  item('Veg Sticks & Houmous', '🥕', 250, 'Carrot, cucumber and pepper sticks with houmous', ['sesame'], { menuTab: 'snacks', posterCategory: 'healthy' }, { sortOrder: 22 }),
  item('Flapjack', '🍪', 225, 'Oaty, golden-syrup flapjack', ['gluten', 'dairy'], { menuTab: 'snacks', posterCategory: 'snacks' }, { sortOrder: 23 }),
  item('Ice Cream Tub', '🍦', 250, 'Vanilla, chocolate or strawberry', ['dairy'], { menuTab: 'snacks', posterCategory: 'dessert' }, { popular: true, sortOrder: 24 }),
  item('Chocolate Brownie', '🍫', 350, 'Warm brownie, with ice cream on request', ['gluten', 'dairy', 'eggs', 'soya'], { menuTab: 'snacks', posterCategory: 'dessert' }, { sortOrder: 25 }),

  item('Fruit Shoot', '🧃', 150, 'Apple & blackcurrant or orange', [], { menuTab: 'drinks', posterCategory: 'cold' }, { sortOrder: 30 }),
  item('Bottled Water', '💧', 150, 'Still 500 ml', [], { menuTab: 'drinks', posterCategory: 'cold' }, { sortOrder: 31 }),
  item('Fresh Orange Juice', '🍊', 225, 'Freshly squeezed', [], { menuTab: 'drinks', posterCategory: 'cold' }, { sortOrder: 32 }),
  item('Milkshake', '🥤', 350, 'Chocolate, strawberry or banana', ['dairy'], { menuTab: 'drinks', posterCategory: 'cold' }, { popular: true, sortOrder: 33 }),
  item('Babyccino', '☕', 150, 'Frothy warm milk with a dusting of chocolate', ['dairy'], { menuTab: 'drinks', posterCategory: 'hot' }, { sortOrder: 34 }),
  item('Tea', '🫖', 200, 'A pot of English breakfast tea', [], { menuTab: 'drinks', posterCategory: 'hot' }, { sortOrder: 35 }),
  item('Latte', '☕', 325, 'Double shot with steamed milk; oat milk available', ['dairy'], { menuTab: 'drinks', posterCategory: 'hot' }, { sortOrder: 36 }),
  item('Hot Chocolate', '🍫', 350, 'With cream and marshmallows', ['dairy'], { menuTab: 'drinks', posterCategory: 'hot' }, { popular: true, sortOrder: 37 }),
]
