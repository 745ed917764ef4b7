/**
 * Case- and accent-insensitive name search without the `unaccent` extension (not every Postgres
 * has it): the same fold is applied to the term here and to the column in SQL (`translate`).
 */
export const FOLD_FROM = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżšśşłđ'
export const FOLD_TO = 'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooouuuuuuuuyyzzzsssld'

const table = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index]!]))

export function foldName(value: string): string {
  return [...value.toLowerCase()].map((char) => table.get(char) ?? char.normalize('NFD').replace(/\p{Mark}/gu, '')).join('')
}

/** A LIKE pattern for "contains", with the term's own % _ and \ taken literally. */
export function containsPattern(foldedTerm: string): string {
  return `%${foldedTerm.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
