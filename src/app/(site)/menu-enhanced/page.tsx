import type { Metadata } from 'next'
import { MenuScreen } from '@/components/menu/MenuScreen'

// The same screen as /menu (the QR code on the tables points here); search engines index /menu.
export const metadata: Metadata = { title: 'Cafe Menu', alternates: { canonical: '/menu' } }

export default function MenuEnhancedPage() {
  return <MenuScreen />
}
