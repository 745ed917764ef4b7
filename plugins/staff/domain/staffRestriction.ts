import type { SessionRestriction, User } from '@/payload-types'
import type { StaffRestriction } from './restrictionApi'

/** A session restriction as the dashboard's calendar shows it: who made it by name, its party by id. */
export function toStaffRestriction(restriction: SessionRestriction): StaffRestriction {
  const user = restriction.createdBy as number | User | null | undefined
  const party = restriction.party as number | { id: number } | null | undefined
  return {
    id: restriction.id,
    date: restriction.date,
    timeSlot: restriction.timeSlot,
    reason: restriction.reason,
    description: restriction.description ?? null,
    createdBy: user && typeof user === 'object' ? user.name || user.email : null,
    partyId: party && typeof party === 'object' ? party.id : (party ?? null),
  }
}
