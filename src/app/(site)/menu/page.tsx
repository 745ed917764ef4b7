import type { Metadata } from 'next'
import { MenuScreen } from '@/components/menu/MenuScreen'
import { isBuildPrerender } from '@/lib/rendering/buildPhase'

// From the page cache (src/lib/rendering/cachedPages.mjs); CMS edits expire it at once.
export const revalidate = 3600

export const metadata: Metadata = {
  title: 'Cafe Menu',
  description: 'Kids meals, adult food, snacks and drinks at our family cafe, with allergen information.',
}

export default function MenuPage() {
  if (isBuildPrerender()) return null
  return <MenuScreen />
}
