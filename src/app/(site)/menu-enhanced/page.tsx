import type { Metadata } from 'next'
import { MenuScreen } from '@/components/menu/MenuScreen'
import { isBuildPrerender } from '@/lib/rendering/buildPhase'

// From the page cache (src/lib/rendering/cachedPages.mjs); CMS edits expire it at once.
export const revalidate = 3600

// The same screen as /menu (the table QR code points here); search engines index /menu.
export const metadata: Metadata = {
  title: 'Cafe Menu',
  description: 'Our family cafe menu: kids meals, adult food, snacks and drinks, with allergen information.',
  alternates: { canonical: '/menu' },
}

export default function MenuEnhancedPage() {
  if (isBuildPrerender()) return null
  return <MenuScreen />
}
