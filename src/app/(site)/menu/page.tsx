import type { Metadata } from 'next'
import { MenuScreen } from '@/components/menu/MenuScreen'

export const metadata: Metadata = { title: 'Cafe Menu', description: 'Kids meals, adult food, snacks and drinks at our family cafe, with allergen information.' }

export default function MenuPage() {
  return <MenuScreen />
}
