import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { indexedRoutes } from '@/lib/seo/publicRoutes'

export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().SERVER_URL
  return indexedRoutes.map(({ path, changeFrequency, priority }) => ({ url: new URL(path, base).toString(), changeFrequency, priority }))
}
