import { errorBody } from './errors'

type RouteHandler<TArgs> = (request: Request, args: TArgs) => Promise<Response>

const NUL = '\u0000'
const WITH_BODY = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

type Node = { item: unknown; key: string | null; parent: Node | null }

function pathOf(node: Node | null): string {
  const keys: string[] = []
  for (let at = node; at && at.key !== null; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.') || '_'
}

// Half of a UTF-16 pair without the other half: JSON can carry one (`"\ud800"`), JavaScript
// strings too, but Postgres's jsonb refuses it, so a job or any jsonb column written with it failed.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export type Unstorable = { path: string; reason: 'nul' | 'lone_surrogate' }

function unstorableIn(text: string): Unstorable['reason'] | null {
  if (text.includes(NUL)) return 'nul'
  return LONE_SURROGATE.test(text) ? 'lone_surrogate' : null
}

/**
 * The dotted path (`_` for the value itself) of the first key or string Postgres cannot store
 * (U+0000, or a lone surrogate), and which, or null. Walked with a stack, not recursion, and each
 * node knows only its parent: a body nested a million levels deep is a few megabytes of JSON and
 * must cost no more than its size.
 */
export function unstorablePath(value: unknown): Unstorable | null {
  const stack: Node[] = [{ item: value, key: null, parent: null }]
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { item } = node
    if (typeof item === 'string') {
      const reason = unstorableIn(item)
      if (reason) return { path: pathOf(node), reason }
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    for (const [key, child] of Object.entries(item)) {
      const childNode = { item: child, key, parent: node }
      const reason = unstorableIn(key)
      if (reason) return { path: pathOf(childNode), reason }
      stack.push(childNode)
    }
  }
  return null
}

const refuse = (code: string, message: string, field?: string, fieldMessage = message) =>
  Response.json(errorBody(code, message, field ? { [field]: fieldMessage } : undefined), { status: 400 })

const nulRefusal = (field?: string) =>
  refuse(
    'invalid_characters',
    'The request holds a NUL character (U+0000), which nothing here can store',
    field,
    'Must not contain a NUL character',
  )
const surrogateRefusal = (field: string) =>
  refuse(
    'invalid_characters',
    'The request holds text that is not valid Unicode (half of a surrogate pair), which nothing here can store',
    field,
    'Must be valid Unicode text',
  )

function jsonRefusal(text: string): Response | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // Not JSON: each handler answers that itself, as a 400.
    return null
  }
  const found = unstorablePath(value)
  if (!found) return null
  return found.reason === 'nul' ? nulRefusal(found.path) : surrogateRefusal(found.path)
}

async function multipartRefusal(request: Request): Promise<Response | null> {
  let field: FormDataEntryValue | null
  try {
    field = (await request.formData()).get('_payload')
  } catch {
    return refuse('invalid_multipart', 'The form could not be read: check its content type, boundary and parts')
  }
  if (typeof field !== 'string') return null
  if (field.includes(NUL)) return nulRefusal('_payload')
  try {
    JSON.parse(field)
  } catch {
    return refuse('invalid_json', 'The form field _payload is not valid JSON', '_payload')
  }
  return jsonRefusal(field)
}

/**
 * Refuses, with a 400, input that no handler can use and that used to escape as a 500:
 * - U+0000 anywhere in the address or in a JSON body: Postgres text and jsonb cannot hold it,
 *   and every insert or query with one failed in the database (a contact message, a booking
 *   name, a sign-in e-mail, a `where` filter);
 * - a lone surrogate in a JSON body: text columns took it (as U+FFFD) but jsonb refuses it, so a
 *   contact message whose e-mail job carried the name failed after the message was saved;
 * - a multipart form that cannot be split into parts (no boundary, a truncated part: Payload
 *   answered each with a 500), or whose `_payload` field, where the admin puts the document as
 *   JSON, is not JSON (Payload parses it with a bare JSON.parse).
 * The body is read from a clone; the handler still reads the original.
 */
export function refuseUnreadableInput<TArgs>(handler: RouteHandler<TArgs>): RouteHandler<TArgs> {
  return async (request, args) => {
    const { pathname, search } = new URL(request.url)
    if (/%00/i.test(pathname + search) || (pathname + search).includes(NUL)) return nulRefusal()
    if (request.body === null || !WITH_BODY.has(request.method)) return handler(request, args)
    const multipart = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/')
    const refusal = multipart ? await multipartRefusal(request.clone()) : jsonRefusal(await request.clone().text())
    return refusal ?? handler(request, args)
  }
}
