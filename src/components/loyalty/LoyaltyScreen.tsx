'use client'

import { useState } from 'react'
import type { LoyaltyProgram } from '@plugins/loyalty/contract'
import { useVerifiedEmail } from '@/components/verification/useVerifiedEmail'
import { LoyaltyEntry } from './LoyaltyEntry'
import { MemberAccount } from './MemberAccount'

type View = { name: 'entry'; notice: string | null; focusEmail: boolean } | { name: 'account'; email: string }

/** /loyalty: prove the e-mail address, then the member's points, level, rewards, achievements and history. */
export function LoyaltyScreen({ program }: { program: LoyaltyProgram }) {
  const verified = useVerifiedEmail()
  const [view, setView] = useState<View>({ name: 'entry', notice: null, focusEmail: false })
  const [lastEmail, setLastEmail] = useState('')

  const switchEmail = async () => {
    try {
      await verified.signOut()
    } catch {
      // The entry screen still shows whichever address the server says is confirmed.
    }
    setLastEmail('')
    setView({ name: 'entry', notice: null, focusEmail: true })
  }

  const verificationLost = () => {
    setView({ name: 'entry', notice: 'For your privacy, please confirm your e-mail address again.', focusEmail: true })
    void verified.refresh()
  }

  if (view.name === 'account') {
    return (
      <MemberAccount
        key={view.email}
        email={view.email}
        program={program}
        onUseAnotherEmail={() => void switchEmail()}
        onVerificationLost={verificationLost}
      />
    )
  }
  return (
    <LoyaltyEntry
      defaultEmail={lastEmail}
      notice={view.notice}
      focusEmail={view.focusEmail}
      onReady={(email) => {
        setLastEmail(email)
        setView({ name: 'account', email })
      }}
    />
  )
}
