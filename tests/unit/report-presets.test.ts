import { describe, expect, it } from 'vitest'
import { defaultGrouping, reportPresets } from '@plugins/staff/domain/reportPresets'
import { reportRangeSchema } from '@plugins/staff/domain/staffApi'

const byLabel = (today: string) => Object.fromEntries(reportPresets(today).map(({ label, from, to }) => [label, [from, to]]))

describe('report presets', () => {
  it('give this and last month, the last 7 days and the year so far', () => {
    expect(byLabel('2026-03-15')).toMatchObject({
      'This month': ['2026-03-01', '2026-03-15'],
      'Last month': ['2026-02-01', '2026-02-28'],
      'Last 7 days': ['2026-03-09', '2026-03-15'],
      'This year': ['2026-01-01', '2026-03-15'],
    })
    expect(byLabel('2028-03-01')['Last month']).toEqual(['2028-02-01', '2028-02-29'])
    expect(byLabel('2027-01-03')['Last month']).toEqual(['2026-12-01', '2026-12-31'])
  })

  it('give the last complete UK tax year, which changes on 6 April', () => {
    expect(byLabel('2026-04-05')['Last tax year']).toEqual(['2024-04-06', '2025-04-05'])
    expect(byLabel('2026-04-06')['Last tax year']).toEqual(['2025-04-06', '2026-04-05'])
    expect(byLabel('2026-11-27')['Last tax year']).toEqual(['2025-04-06', '2026-04-05'])
  })

  it('are each a range the report endpoints accept', () => {
    for (const today of ['2026-01-01', '2026-04-06', '2028-02-29', '2026-12-31'])
      for (const preset of reportPresets(today)) expect(reportRangeSchema.safeParse(preset).success, `${today} ${preset.label}`).toBe(true)
  })

  it('group by day up to a month, by week up to about four months, then by month', () => {
    expect(defaultGrouping({ from: '2026-01-01', to: '2026-01-31' })).toBe('days')
    expect(defaultGrouping({ from: '2026-01-01', to: '2026-02-01' })).toBe('weeks')
    expect(defaultGrouping({ from: '2026-01-01', to: '2026-05-04' })).toBe('weeks')
    expect(defaultGrouping({ from: '2026-01-01', to: '2026-05-05' })).toBe('months')
  })
})
