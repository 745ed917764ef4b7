import { describe, expect, it } from 'vitest'
import { combine, contribute, idsOf, inPhaseOrder, runParts, type ErasurePart, type PartOutcome } from '@/lib/plugins/contributions'

const part = (plugin: string, phase?: ErasurePart['phase']): ErasurePart => ({
  plugin,
  labels: {},
  phase,
  erase: async () => ({ counts: {} }),
})

describe('plugin contributions (issue 37)', () => {
  it('adds each factory’s parts after those installed before it, keeping the rest of custom', () => {
    const first = contribute({ queueSchedules: [] }, { erasure: [part('a')] })
    const second = contribute(first, combine({ erasure: [part('b')] }, { reports: [{ plugin: 'b' }] }))
    expect(second.queueSchedules).toEqual([])
    const parts = second.contributions as { erasure: ErasurePart[]; reports: { plugin: string }[]; export: unknown[] }
    expect(parts.erasure.map((p) => p.plugin)).toEqual(['a', 'b'])
    expect(parts.reports.map((p) => p.plugin)).toEqual(['b'])
    expect(parts.export).toEqual([])
  })

  it('runs own parts, then related, then the trail, each seeing the records before it, and sums counts by name', async () => {
    const seen: Record<string, number[]> = {}
    const parts: ErasurePart[] = [
      { ...part('audit', 'trail') },
      { ...part('checkin', 'related') },
      { ...part('booking') },
      { ...part('credits') },
    ]
    expect(inPhaseOrder(parts).map((p) => p.plugin)).toEqual(['booking', 'credits', 'checkin', 'audit'])
    const result = await runParts(parts, async (p, records): Promise<PartOutcome> => {
      seen[p.plugin] = idsOf(records, 'bookings')
      if (p.plugin === 'booking') return { counts: { bookings: 2, emails: 1 }, records: [{ entity: 'bookings', ids: [4, '5'] }] }
      return { counts: { emails: 1 } }
    })
    expect(seen).toEqual({ booking: [], credits: [4, 5], checkin: [4, 5], audit: [4, 5] })
    expect(result.counts).toEqual({ bookings: 2, emails: 4 })
  })
})
