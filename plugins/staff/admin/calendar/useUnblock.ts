'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'
import { RESTRICTION_MESSAGES, type StaffRestriction } from '../../domain/restrictionApi'
import { fetchJson } from '../fetchJson'

/** DELETE /api/admin/session-restrictions/:id with the seed's toasts; `busy` is the id under way. */
export function useUnblock(onDone: () => void): { busy: number | null; unblock: (restriction: StaffRestriction) => Promise<void> } {
  const [busy, setBusy] = useState<number | null>(null)
  const unblock = async (restriction: StaffRestriction) => {
    setBusy(restriction.id)
    try {
      await fetchJson(`/api/admin/session-restrictions/${restriction.id}`, { method: 'DELETE' })
      toast.success('Slot Unblocked', { description: `${restriction.timeSlot} on ${restriction.date} is open again.` })
      onDone()
    } catch {
      toast.error('Error', { description: RESTRICTION_MESSAGES.removeRestrictionFailed })
    } finally {
      setBusy(null)
    }
  }
  return { busy, unblock }
}
