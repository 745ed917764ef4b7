const englishPlurals = new Intl.PluralRules('en-GB')

/**
 * A count with the word that goes with it: `plural(1, 'adult', 'adults')` is "1 adult",
 * `plural(0, 'adult', 'adults')` "0 adults". Both words are given, so irregular ones
 * (child, children) need nothing special.
 */
export function plural(count: number, one: string, other: string): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? one : other}`
}
