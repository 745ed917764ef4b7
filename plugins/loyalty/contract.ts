/**
 * The loyalty plugin's client-safe face: the levels, the programme and the answers' shapes the
 * loyalty page reads. Nothing here loads Payload; server operations are in `./index.ts`.
 */
export {
  LOYALTY_LEVELS,
  levelProgress,
  sortedTiers,
  tierFor,
  type LevelProgress,
  type LoyaltyLevel,
  type LoyaltyProgram,
  type LoyaltyTier,
} from './domain/tiers'
export type { PublicMember, Redemption } from './domain/memberAnswers'
