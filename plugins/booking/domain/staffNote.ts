/** A booking's staff note with one more line; a line already there is not added twice. */
export function withNoteLine(note: string | null | undefined, line: string): string {
  if (note?.split('\n').includes(line)) return note
  return [note, line].filter(Boolean).join('\n')
}
