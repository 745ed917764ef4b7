import { addYears, format, isValid, parse } from 'date-fns'
import { validateBusinessDate } from '@/fields/validators'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?'
const YEAR = '(?:,?\\s+(\\d{4}))?'

const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/
const NUMERIC = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})\b/
const DAY_MONTH = new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}\\b${YEAR}`, 'i')
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+${DAY}\\b${YEAR}`, 'i')

function businessDateOf(year: number, month: number, day: number): string | null {
  const date = parse(`${year}-${month}-${day}`, 'yyyy-M-d', new Date(2000, 0, 1))
  if (!isValid(date)) return null
  const text = format(date, 'yyyy-MM-dd')
  return validateBusinessDate(text) === true ? text : null
}

/** A day and month without a year is the next one on or after today. */
function nextOccurrence(month: number, day: number, today: string): string | null {
  const year = Number(today.slice(0, 4))
  const thisYear = businessDateOf(year, month, day)
  if (thisYear && thisYear >= today) return thisYear
  const next = businessDateOf(year + 1, month, day)
  return next ?? (thisYear ? format(addYears(parse(thisYear, 'yyyy-MM-dd', new Date()), 1), 'yyyy-MM-dd') : null)
}

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1

/**
 * The first date a message names, read the British way: 2026-12-05, 5/12/2026, 5.12.26,
 * "5th December", "December 5 2026". Null when it names none (or only impossible ones).
 */
export function dateInMessage(message: string, today: string): string | null {
  const candidates: { index: number; date: string | null }[] = []
  const iso = ISO.exec(message)
  if (iso) candidates.push({ index: iso.index, date: businessDateOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) })
  const numeric = NUMERIC.exec(message)
  if (numeric) {
    const year = numeric[3]!.length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3])
    candidates.push({ index: numeric.index, date: businessDateOf(year, Number(numeric[2]), Number(numeric[1])) })
  }
  const dayMonth = DAY_MONTH.exec(message)
  if (dayMonth) {
    const [month, day] = [monthNumber(dayMonth[2]!), Number(dayMonth[1])]
    candidates.push({
      index: dayMonth.index,
      date: dayMonth[3] ? businessDateOf(Number(dayMonth[3]), month, day) : nextOccurrence(month, day, today),
    })
  }
  const monthDay = MONTH_DAY.exec(message)
  if (monthDay) {
    const [month, day] = [monthNumber(monthDay[1]!), Number(monthDay[2])]
    candidates.push({
      index: monthDay.index,
      date: monthDay[3] ? businessDateOf(Number(monthDay[3]), month, day) : nextOccurrence(month, day, today),
    })
  }
  return candidates.filter((candidate) => candidate.date !== null).sort((a, b) => a.index - b.index)[0]?.date ?? null
}
