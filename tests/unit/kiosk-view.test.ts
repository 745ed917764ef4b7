import { describe, expect, it } from 'vitest'
import type { KioskTicket } from '@/components/kiosk/kioskApi'
import { initialView, kioskReducer } from '@/components/kiosk/kioskView'

const ticket = (id: number, use: 'available' | 'playing' | 'used'): KioskTicket => ({
  id,
  reference: `REF${id}`,
  customerName: 'Jane Smith',
  bookingDate: '2026-11-23',
  timeSlot: '9:30 AM - 11:30 AM',
  slotStart: '09:30',
  slotEnd: '11:30',
  arrivalTimes: null,
  playEndsAt: null,
  numberOfChildren: 1,
  numberOfAdults: 1,
  totalAmount: 1150,
  status: use === 'available' ? 'paid' : use === 'playing' ? 'checked_in' : 'checked_out',
  checkedIn: use !== 'available',
  checkedOut: use === 'used',
  checkedInAt: null,
  checkedOutAt: null,
  isWalkIn: false,
})

describe('kiosk screens', () => {
  it('lists several tickets without choosing for the family', () => {
    const view = kioskReducer(initialView, { type: 'found', tickets: [ticket(1, 'available'), ticket(2, 'used')] })
    expect(view).toMatchObject({ screen: 'find', selectedId: null })
  })

  it('selects a single ticket, or shows Ticket Already Used for a single used one', () => {
    expect(kioskReducer(initialView, { type: 'found', tickets: [ticket(1, 'playing')] })).toMatchObject({ screen: 'find', selectedId: 1 })
    expect(kioskReducer(initialView, { type: 'found', tickets: [ticket(1, 'used')] })).toMatchObject({ screen: 'used' })
  })

  it('never selects a used ticket', () => {
    const listed = kioskReducer(initialView, { type: 'found', tickets: [ticket(1, 'available'), ticket(2, 'used')] })
    expect(kioskReducer(listed, { type: 'select', ticketId: 2 })).toBe(listed)
    expect(kioskReducer(listed, { type: 'select', ticketId: 1 })).toMatchObject({ selectedId: 1 })
  })

  it('goes back to an empty search', () => {
    expect(kioskReducer({ screen: 'walkIn' }, { type: 'backToFind' })).toEqual(initialView)
  })
})
