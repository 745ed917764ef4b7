/** The spec's navigation bar, in its order. */
export const primaryNavigation = [
  { href: '/menu', label: 'Menu' },
  { href: '/loyalty', label: 'Rewards' },
  { href: '/session-credits', label: 'Bulk Credits' },
  { href: '/booking', label: 'Book Now' },
  { href: '/party-booking', label: 'Birthday Parties' },
] as const

/** Footer quick links scroll to landing-page sections. */
export const quickLinks = [
  { href: '/#about', label: 'About Us' },
  { href: '/#activities', label: 'Activities' },
  { href: '/#pricing', label: 'Pricing' },
  { href: '/#contact', label: 'Contact' },
] as const
