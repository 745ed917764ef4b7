// The venue's clock, Europe/London, whatever the machine's time zone.

/** Today's business date in London (yyyy-MM-dd). */
export const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

/** Minutes since midnight in London, now or `offsetMinutes` from now. */
export function londonMinutes(offsetMinutes = 0): number {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(Date.now() + offsetMinutes * 60_000))
    .split(':')
    .map(Number)
  return hours! * 60 + minutes!
}

/** '09:30' as minutes since midnight. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Minutes since midnight as '09:30'. */
export const asTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
