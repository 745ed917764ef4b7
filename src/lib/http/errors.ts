/** Every error our own endpoints return carries this shape (ARCHITECTURE.md §4). */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } }
}
