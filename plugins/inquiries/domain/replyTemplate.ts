/**
 * Fills a CMS reply template: `{{name}}` becomes the value; a placeholder with no value, or an
 * empty one, leaves nothing, and the blank lines it leaves are collapsed so a paragraph that had
 * nothing to say (no availability, say) disappears.
 */
export function fillTemplate(template: string, values: Record<string, string | null | undefined>): string {
  const filled = template.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_, key: string) => values[key] ?? '')
  return filled
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** A message quoted e-mail style, each line after '> '. */
export function quote(message: string): string {
  return message
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')
}

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
