'use client'

import { useState } from 'react'
import useSWR from 'swr'
import { useToast } from '@/components/toast/Toaster'
import { readApiFailure } from '@/lib/http/apiFailure'
import { button } from '@/styles/primitives.css'
import { formatPoints } from './levels'
import { LoadFailed, Loading } from './LoadStates'
import {
  getJson,
  redeemReward,
  REWARDS_PATH,
  swrDefaults,
  type LoyaltyMember,
  type LoyaltyReward,
  type RedeemAnswer,
  type RewardsAnswer,
} from './loyaltyApi'
import * as styles from './loyalty.css'

type Props = {
  member: LoyaltyMember
  onRedeemed: (answer: RedeemAnswer) => void
  /** After any attempt, success or not: the balance and history may have moved. */
  onSettled: () => void
  onVerificationLost: () => void
}

// Failures whose server message helps the family (e.g. "This reward now costs 120 points.").
const SPECIFIC_FAILURES = new Set(['insufficient_points', 'points_cost_changed', 'reward_not_found'])

export function RewardsStore({ member, onRedeemed, onSettled, onVerificationLost }: Props) {
  const { toast } = useToast()
  const { data, error, isLoading, mutate } = useSWR<RewardsAnswer>(REWARDS_PATH, getJson, swrDefaults)
  const [redeeming, setRedeeming] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const redeem = async (reward: LoyaltyReward) => {
    setRedeeming(reward.id)
    setFailure(null)
    try {
      const answer = await redeemReward(member.id, reward)
      onRedeemed(answer)
      toast({
        title: 'Reward Redeemed!',
        description: `${answer.redemption.rewardTitle}: your code is ${answer.redemption.code}.`,
        variant: 'success',
      })
    } catch (cause) {
      const apiFailure = readApiFailure(cause)
      toast({ title: 'Redemption Failed', description: 'Unable to redeem reward. Please try again.', variant: 'destructive' })
      if (apiFailure?.code === 'verification_required') onVerificationLost()
      else if (apiFailure?.code && SPECIFIC_FAILURES.has(apiFailure.code) && apiFailure.message)
        setFailure(`${reward.title}: ${apiFailure.message}`)
      // A changed cost or a withdrawn reward means the list itself is out of date.
      if (apiFailure?.code === 'points_cost_changed' || apiFailure?.code === 'reward_not_found') void mutate()
    } finally {
      setRedeeming(null)
      onSettled()
    }
  }

  if (error) return <LoadFailed message="We could not load the rewards just now." onRetry={() => void mutate()} />
  if (isLoading || !data) return <Loading label="Loading rewards…" />

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        You have <strong>{formatPoints(member.currentPoints)} points</strong> to spend.
      </p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {data.rewards.length === 0 ? (
        <p className={styles.empty}>No rewards are available right now. Please check back soon.</p>
      ) : (
        <ul className={styles.cards}>
          {data.rewards.map((reward) => {
            const affordable = member.currentPoints >= reward.pointsCost
            const label = !affordable ? 'Not enough points' : redeeming === reward.id ? 'Redeeming...' : 'Redeem'
            const titleId = `reward-${reward.id}-title`
            return (
              <li key={reward.id} className={styles.itemCard}>
                <div className={styles.itemHead}>
                  {reward.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {reward.icon}
                    </span>
                  ) : null}
                  <h3 id={titleId} className={styles.itemTitle}>
                    {reward.title}
                  </h3>
                </div>
                <p className={styles.itemText}>{reward.description}</p>
                {reward.value ? <p className={`${styles.itemText} ${styles.value}`}>Worth: {reward.value}</p> : null}
                <div className={styles.itemFoot}>
                  <span className={styles.cost}>{formatPoints(reward.pointsCost)} points</span>
                  <button
                    type="button"
                    className={affordable ? button.primary : button.outline}
                    disabled={!affordable || redeeming !== null}
                    aria-label={`${label}: ${reward.title}`}
                    onClick={() => void redeem(reward)}
                  >
                    {label}
                  </button>
                </div>
                {affordable ? null : (
                  <p className={styles.muted}>You need {formatPoints(reward.pointsCost - member.currentPoints)} more points.</p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
