/**
 * Public pages worth a search engine's time. Duplicates (/menu-enhanced is /menu), steps of a
 * flow (/payment, /booking-success) and staff screens are left out on purpose.
 */
export const indexedRoutes = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/booking', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/menu', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/party-booking', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/loyalty', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/facebook-feed', changeFrequency: 'daily', priority: 0.5 },
  { path: '/menu-poster', changeFrequency: 'monthly', priority: 0.2 },
  { path: '/qr-menu', changeFrequency: 'yearly', priority: 0.1 },
] as const

/** Never crawled: the CMS, the API, a family's own booking steps and the door kiosk. */
export const privatePaths = ['/admin', '/api/', '/payment', '/booking-success', '/check-in']
