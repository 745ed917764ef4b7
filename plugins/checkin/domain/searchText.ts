/**
 * Accent- and case-insensitive name matching without Postgres's unaccent extension (which a
 * managed or embedded server may lack): the same one-letter-for-one-letter table folds the typed
 * text here and the stored names in SQL (`translate`), then both are lower-cased.
 */
const FOLDS: Record<string, string> = {
  a: 'ÀÁÂÃÄÅĀĂĄàáâãäåāăą',
  c: 'ÇĆĈĊČçćĉċč',
  d: 'ĎĐďđ',
  e: 'ÈÉÊËĒĔĖĘĚèéêëēĕėęě',
  g: 'ĜĞĠĢĝğġģ',
  h: 'ĤĦĥħ',
  i: 'ÌÍÎÏĨĪĬĮİìíîïĩīĭįı',
  j: 'Ĵĵ',
  k: 'Ķķ',
  l: 'ĹĻĽĿŁĺļľŀł',
  n: 'ÑŃŅŇñńņň',
  o: 'ÒÓÔÕÖØŌŎŐòóôõöøōŏő',
  r: 'ŔŖŘŕŗř',
  s: 'ŚŜŞŠśŝşš',
  t: 'ŢŤŦţťŧ',
  u: 'ÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűų',
  w: 'Ŵŵ',
  y: 'ÝŸŶýÿŷ',
  z: 'ŹŻŽźżž',
  "'": '\u2018\u2019\u02BC',
}

/** `translate(name, FOLD_FROM, FOLD_TO)`: each accented letter to its plain lower-case one. */
export const FOLD_FROM = Object.values(FOLDS).join('')
export const FOLD_TO = Object.entries(FOLDS)
  .map(([plain, accented]) => plain.repeat([...accented].length))
  .join('')

const FOLD_MAP = new Map<string, string>(
  Object.entries(FOLDS).flatMap(([plain, accented]) => [...accented].map((letter): [string, string] => [letter, plain])),
)

/** 'Zoë  O’Brien' -> 'zoe o'brien': precomposed, folded, lower-cased, inner spaces collapsed, trimmed. */
export function foldForSearch(text: string): string {
  const folded = [...text.normalize('NFC')].map((letter) => FOLD_MAP.get(letter) ?? letter).join('')
  return folded.toLowerCase().replace(/\s+/g, ' ').trim()
}

/** A booking reference as typed or scanned: 8 letters and digits, any case, spaces and dashes ignored. */
export function referenceCandidate(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z0-9]{8}$/.test(compact) ? compact : null
}
