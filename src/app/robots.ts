import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { privatePaths } from '@/lib/seo/publicRoutes'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = env().SERVER_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: privatePaths }],
    sitemap: new URL('/sitemap.xml', base).toString(),
  }
}
