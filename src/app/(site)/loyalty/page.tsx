import type { Metadata } from 'next'
import { LoyaltyScreen } from '@/components/loyalty/LoyaltyScreen'
import { getLoyaltyProgram } from '@/server/pluginContent'
import { container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Rewards',
  description: 'Check your loyalty points, membership level and rewards, and redeem rewards for your next visit.',
}

export default async function LoyaltyPage() {
  const program = await getLoyaltyProgram()
  return (
    <div className={section}>
      <div className={container}>
        <LoyaltyScreen program={program} />
      </div>
    </div>
  )
}
