import { describe, expect, it } from 'vitest'
import { toCsv } from '@plugins/staff/domain/bookingsCsv'
import { csvCell } from '@plugins/staff/domain/csv'
import { containsPattern, FOLD_FROM, FOLD_TO, foldName } from '@plugins/staff/domain/foldName'
import { londonDay, londonWeek } from '@plugins/staff/domain/periods'
import { minutesRemaining, sessionBadge } from '@plugins/staff/domain/sessionBadge'
import type { TodaysBooking } from '@plugins/staff'

describe('name folding for the payment search', () => {
  it('maps each accented letter to one plain letter, as SQL translate() needs', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length)
  })

  it('ignores case and accents, including letters NFD does not split', () => {
    expect(foldName('Zoë BRONTË-Éclair')).toBe('zoe bronte-eclair')
    expect(foldName('Søren Łukasz Đorđe')).toBe('soren lukasz dorde')
  })

  it('takes the LIKE wildcards in a term literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})

describe('London periods', () => {
  it('are midnight to midnight in London, across BST', () => {
    expect(londonDay(new Date('2026-07-14T23:30:00Z'))).toEqual({
      date: '2026-07-15',
      from: new Date('2026-07-14T23:00:00Z'),
      to: new Date('2026-07-15T23:00:00Z'),
    })
  })

  it('make the week Monday to Sunday, with the clock change inside it', () => {
    const week = londonWeek(new Date('2026-10-25T12:00:00Z'))
    expect(week).toEqual({ monday: '2026-10-19', from: new Date('2026-10-18T23:00:00Z'), to: new Date('2026-10-26T00:00:00Z') })
    expect(londonWeek(new Date('2026-10-26T00:30:00Z')).monday).toBe('2026-10-26')
    expect(londonWeek(new Date('2026-10-25T23:59:00Z')).monday).toBe('2026-10-19')
  })
})

describe('minutes left in a session', () => {
  const end = new Date('2031-01-13T11:30:00Z')
  it('counts a part-minute as a minute until the end, then goes to 0 and below', () => {
    expect(minutesRemaining(end, new Date('2031-01-13T11:00:00Z'))).toBe(30)
    expect(minutesRemaining(end, new Date('2031-01-13T11:29:30Z'))).toBe(1)
    expect(minutesRemaining(end, end)).toBe(0)
    expect(minutesRemaining(end, new Date('2031-01-13T11:40:00Z'))).toBe(-10)
  })
})

describe("today's bookings as CSV", () => {
  const row: TodaysBooking = {
    id: 1,
    reference: 'PC-1',
    customerName: '=HYPERLINK("http://evil.example")',
    customerEmail: 'a@test.example',
    customerPhone: null,
    timeSlot: '9:30 AM - 11:30 AM',
    numberOfChildren: 2,
    numberOfAdults: 1,
    totalAmount: 2100,
    checkedIn: false,
    checkedOut: false,
    checkedInAt: null,
    checkedOutAt: null,
    visitStatus: 'expected',
    inStorePaymentToConfirm: false,
  }

  it('quotes every cell and defuses formulas', () => {
    expect(csvCell('-1+1')).toBe(`"'-1+1"`)
    expect(csvCell(-5)).toBe('"-5"')
    const [header, line] = toCsv([row]).split('\r\n')
    expect(header).toContain('"Reference","Name"')
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(line).toContain('"21.00","expected"')
  })

  it('makes every formula prefix plain text: = + - @ tab and carriage return', () => {
    for (const prefix of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${prefix}SUM(A1)`), JSON.stringify(prefix)).toBe(`"'${prefix}SUM(A1)"`)
    expect(csvCell('Zoë = Jo')).toBe('"Zoë = Jo"')
  })

  it('starts with the UTF-8 byte-order mark, so Excel shows accented names', () => {
    const file = toCsv([{ ...row, customerName: 'Zoë Brontë' }])
    expect(file.startsWith('\uFEFF"Reference"')).toBe(true)
    expect([...Buffer.from(file, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(file).toContain('"Zoë Brontë"')
    expect(file.indexOf('\uFEFF', 1)).toBe(-1)
  })
})

describe('the Checked In badge', () => {
  it('is green over 30 minutes, yellow from 30 to 1, and Overtime at 0 or less', () => {
    expect(sessionBadge(31)).toMatchObject({ tone: 'green' })
    expect(sessionBadge(30)).toMatchObject({ tone: 'yellow', label: '30 min left' })
    expect(sessionBadge(1)).toMatchObject({ tone: 'yellow' })
    expect(sessionBadge(0)).toEqual({ tone: 'red', label: 'Overtime', detail: 'Session ended' })
    expect(sessionBadge(-12)).toMatchObject({ label: 'Overtime' })
  })
})

describe('totals per slot', () => {
  it('adds children, adults and money per slot, leaving cancelled bookings out (a no-show booked and paid: it counts)', async () => {
    const { slotTotals } = await import('@plugins/staff/domain/slotTotals')
    const base = {
      id: 1,
      reference: 'R',
      customerName: 'A',
      customerEmail: '',
      customerPhone: null,
      checkedIn: false,
      checkedOut: false,
      checkedInAt: null,
      checkedOutAt: null,
      inStorePaymentToConfirm: false,
    }
    const rows: TodaysBooking[] = [
      { ...base, timeSlot: '9:30 AM - 11:30 AM', numberOfChildren: 2, numberOfAdults: 1, totalAmount: 2100, visitStatus: 'expected' },
      { ...base, timeSlot: '9:30 AM - 11:30 AM', numberOfChildren: 1, numberOfAdults: 1, totalAmount: 1150, visitStatus: 'playing' },
      { ...base, timeSlot: '9:30 AM - 11:30 AM', numberOfChildren: 3, numberOfAdults: 2, totalAmount: 3000, visitStatus: 'cancelled' },
      { ...base, timeSlot: '12:00 PM - 2:00 PM', numberOfChildren: 1, numberOfAdults: 2, totalAmount: 1300, visitStatus: 'left' },
      { ...base, timeSlot: '12:00 PM - 2:00 PM', numberOfChildren: 2, numberOfAdults: 1, totalAmount: 2100, visitStatus: 'no_show' },
    ]
    expect(slotTotals(rows)).toEqual([
      { timeSlot: '9:30 AM - 11:30 AM', bookings: 2, children: 3, adults: 2, amount: 3250 },
      { timeSlot: '12:00 PM - 2:00 PM', bookings: 2, children: 3, adults: 3, amount: 3400 },
    ])
  })
})

describe('pounds typed in the refund dialog', () => {
  it('become whole pence; anything else is refused', async () => {
    const { poundsToPence } = await import('@plugins/staff/domain/poundsToPence')
    expect(poundsToPence('12.5')).toBe(1250)
    expect(poundsToPence(' £2.05 ')).toBe(205)
    expect(poundsToPence('0.1')).toBe(10)
    for (const bad of ['', '1.234', '-1', '1e3', 'ten', '1,50']) expect(poundsToPence(bad)).toBeNull()
  })
})
