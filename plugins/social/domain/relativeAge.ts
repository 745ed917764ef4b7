/** The notice board's relative ages: 'Just now' under an hour, then 'Nh ago', then 'Nd ago'. */
export function relativeAge(published: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - published.getTime()) / 60_000)
  if (minutes < 60) return 'Just now'
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h ago`
  return `${Math.floor(hours / 24)}d ago`
}
