import { describe, expect, it } from 'vitest'
import type { SessionOption } from '@/components/kiosk/kioskApi'
import { openSessions, otherSessionsToday, partyEstimates, suggestedTickets } from '@/components/kiosk/recommendations'
import { firstName, ticketUse } from '@/components/kiosk/ticketUse'

const session = (start: string, state: SessionOption['state'], availableSpots = 10): SessionOption => ({
  start,
  end: '00:00',
  label: start,
  capacity: 50,
  availableSpots,
  isRestricted: state === 'blocked',
  state,
})

describe('kiosk recommendations', () => {
  const day = {
    sessions: [
      session('09:30', 'past'),
      session('12:00', 'low', 3),
      session('14:30', 'available'),
      session('16:00', 'full', 0),
      session('17:00', 'blocked'),
    ],
  }

  it('lists the other sessions today, not the booked one, offering only those still open', () => {
    const offered = (booked: string) => otherSessionsToday(day, booked).map((s) => [s.start, s.open])
    expect(offered('12:00')).toEqual([
      ['09:30', false],
      ['14:30', true],
      ['16:00', false],
      ['17:00', false],
    ])
    expect(offered('09:30')).toEqual([
      ['12:00', true],
      ['14:30', true],
      ['16:00', false],
      ['17:00', false],
    ])
    expect(otherSessionsToday(undefined, '09:30')).toEqual([])
    expect(openSessions({ sessions: [session('12:00', 'available', 0)] })).toEqual([])
  })

  const suggestions = [
    { key: 'child', title: 'Children 1-12 years', pricePence: 800, onlyWhenOneChild: false },
    { key: 'adult', title: 'Adults', pricePence: 250, onlyWhenOneChild: false },
    { key: 'baby', title: 'Babies 0-1 years', pricePence: 400, onlyWhenOneChild: true },
  ]

  it('suggests babies only when exactly one child came', () => {
    expect(suggestedTickets(suggestions, 1).map((s) => s.key)).toEqual(['child', 'adult', 'baby'])
    expect(suggestedTickets(suggestions, 2).map((s) => s.key)).toEqual(['child', 'adult'])
  })

  it('prices party packages per child and leads with the recommended one', () => {
    const packages = [
      { name: 'Bronze', perChildPence: 1300, recommended: false },
      { name: 'Silver', perChildPence: 1600, recommended: true },
      { name: 'Gold', perChildPence: 1900, recommended: false },
    ]
    const { estimates, headline } = partyEstimates(packages, 3)
    expect(estimates.map((e) => e.estimatePence)).toEqual([3900, 4800, 5700])
    expect(headline).toMatchObject({ name: 'Silver', estimatePence: 4800 })
    expect(
      partyEstimates(
        packages.map((p) => ({ ...p, recommended: false })),
        1,
      ).headline?.name,
    ).toBe('Bronze')
    expect(partyEstimates([], 2).headline).toBeNull()
  })

  it('reads a ticket’s use and a first name', () => {
    expect(ticketUse({ checkedIn: false, checkedOut: false })).toBe('available')
    expect(ticketUse({ checkedIn: true, checkedOut: false })).toBe('playing')
    expect(ticketUse({ checkedIn: true, checkedOut: true })).toBe('used')
    expect(firstName('  Jane   Smith ')).toBe('Jane')
  })
})
