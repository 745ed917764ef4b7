'use client'

import * as Tabs from '@radix-ui/react-tabs'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import type { LoyaltyProgram } from '@plugins/loyalty/contract'
import { useToast } from '@/components/toast/Toaster'
import { readApiFailure } from '@/lib/http/apiFailure'
import { button, textButton } from '@/styles/primitives.css'
import { AchievementsList } from './AchievementsList'
import { ActivityHistory } from './ActivityHistory'
import { LevelProgress } from './LevelProgress'
import { LoadFailed, Loading } from './LoadStates'
import { getJson, memberPath, swrDefaults, transactionsPath, type MemberAnswer, type RedeemAnswer, type Redemption } from './loyaltyApi'
import * as styles from './loyalty.css'
import { MemberStats } from './MemberStats'
import { NotMember } from './NotMember'
import { RedeemedCode } from './RedeemedCode'
import { RewardsStore } from './RewardsStore'

type Props = {
  email: string
  program: LoyaltyProgram
  onUseAnotherEmail: () => void
  /** The server no longer accepts this browser's proof of the address (it lasts 30 minutes). */
  onVerificationLost: () => void
}

/** The verified address's account: found (stats, progress, tabs), not found (how to join), or failed (retry). */
export function MemberAccount({ email, program, onUseAnotherEmail, onVerificationLost }: Props) {
  const { toast } = useToast()
  const { mutate: mutateKey } = useSWRConfig()
  // Toast once per lookup, not on every refresh after a redemption.
  const announced = useRef(false)
  const [redemption, setRedemption] = useState<Redemption | null>(null)

  const { data, error, isLoading, mutate } = useSWR<MemberAnswer>(memberPath(email), getJson, {
    ...swrDefaults,
    onSuccess: () => {
      if (announced.current) return
      announced.current = true
      toast({ title: 'Welcome back!', variant: 'success' })
    },
    onError: (cause) => {
      const failure = readApiFailure(cause)
      if (failure?.code === 'verification_required') {
        onVerificationLost()
        return
      }
      if (failure?.status === 404 && !announced.current) {
        announced.current = true
        toast({ title: 'Member not found', description: 'Would you like to create a new loyalty account?', variant: 'destructive' })
      }
    },
  })

  const memberId = data?.member.id
  const refreshAll = useCallback(() => {
    void mutate()
    if (memberId !== undefined) void mutateKey(transactionsPath(memberId))
  }, [mutate, mutateKey, memberId])

  const onRedeemed = (answer: RedeemAnswer) => {
    setRedemption(answer.redemption)
    void mutate({ member: answer.member }, { revalidate: false })
  }

  const failure = readApiFailure(error)
  // A refresh that fails after the member has loaded keeps the page; only a failed first load replaces it.
  if (!data && failure?.status === 404) return <NotMember email={email} program={program} onUseAnotherEmail={onUseAnotherEmail} />
  if (!data && error) {
    return (
      <section className={styles.stack} aria-labelledby="loyalty-error-title">
        <h1 id="loyalty-error-title" className={styles.heading}>
          Your rewards
        </h1>
        <LoadFailed
          message={failure?.status === 429 && failure.message ? failure.message : 'We could not load your rewards account just now.'}
          onRetry={() => void mutate()}
        />
        <div>
          <button type="button" className={textButton} onClick={onUseAnotherEmail}>
            Use another e-mail
          </button>
        </div>
      </section>
    )
  }
  if (isLoading || !data) return <Loading label="Loading your rewards account…" />

  const { member } = data
  return (
    <MemberView
      name={member.name}
      onUseAnotherEmail={onUseAnotherEmail}
      stats={<MemberStats member={member} tiers={program.tiers} />}
      progress={<LevelProgress totalPoints={member.totalPoints} tiers={program.tiers} />}
      redeemed={<RedeemedCode redemption={redemption} email={member.email} />}
      rewards={<RewardsStore member={member} onRedeemed={onRedeemed} onSettled={refreshAll} onVerificationLost={onVerificationLost} />}
      achievements={<AchievementsList member={member} />}
      activity={<ActivityHistory memberId={member.id} onVerificationLost={onVerificationLost} />}
    />
  )
}

type ViewProps = {
  name: string
  onUseAnotherEmail: () => void
  stats: ReactNode
  progress: ReactNode
  redeemed: ReactNode
  rewards: ReactNode
  achievements: ReactNode
  activity: ReactNode
}

function MemberView({ name, onUseAnotherEmail, stats, progress, redeemed, rewards, achievements, activity }: ViewProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Land keyboard and screen-reader users on the account once it has loaded.
  useEffect(() => heading.current?.focus(), [])

  return (
    <div className={styles.screen}>
      <div className={styles.topBar}>
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          Welcome back, {name}!
        </h1>
        <button type="button" className={button.outline} onClick={onUseAnotherEmail}>
          Use another e-mail
        </button>
      </div>
      {stats}
      {progress}
      {redeemed}
      <Tabs.Root defaultValue="rewards">
        <Tabs.List className={styles.tabList} aria-label="Your rewards">
          <Tabs.Trigger value="rewards" className={styles.tab}>
            Rewards Store
          </Tabs.Trigger>
          <Tabs.Trigger value="achievements" className={styles.tab}>
            Achievements
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" className={styles.tab}>
            Activity History
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rewards" className={styles.panel}>
          {rewards}
        </Tabs.Content>
        <Tabs.Content value="achievements" className={styles.panel}>
          {achievements}
        </Tabs.Content>
        <Tabs.Content value="activity" className={styles.panel}>
          {activity}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
