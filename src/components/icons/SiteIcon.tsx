import {
  Baby,
  Cake,
  Castle,
  Clock,
  Coffee,
  Gift,
  Heart,
  Milk,
  Music,
  Palette,
  PartyPopper,
  Puzzle,
  Smile,
  Sparkles,
  SquareParking,
  Star,
  Sun,
  Ticket,
  ToyBrick,
  Trophy,
  Users,
  UtensilsCrossed,
  Waves,
  type LucideIcon,
} from 'lucide-react'
import type { SiteIconName } from '@/fields/siteIcons'
import { StaticIcon } from './staticIcon'

const ICONS: Record<SiteIconName, LucideIcon> = {
  child: Smile,
  baby: Baby,
  bottle: Milk,
  castle: Castle,
  toy: ToyBrick,
  slide: Waves,
  cake: Cake,
  party: PartyPopper,
  gift: Gift,
  coffee: Coffee,
  food: UtensilsCrossed,
  parking: SquareParking,
  ticket: Ticket,
  star: Star,
  heart: Heart,
  family: Users,
  sun: Sun,
  puzzle: Puzzle,
  trophy: Trophy,
  music: Music,
  palette: Palette,
  clock: Clock,
  sparkles: Sparkles,
}

/** A CMS icon as inline SVG markup (no client component: no JavaScript), decorative; nothing for none. */
export function SiteIcon({ name, size = 28 }: { name: SiteIconName | null | undefined; size?: number }) {
  const icon = name ? ICONS[name] : undefined
  return icon ? <StaticIcon icon={icon} aria-hidden="true" focusable="false" size={size} strokeWidth={2} /> : null
}
