import { databaseUnavailability, RETRY_AFTER_SECONDS, UNAVAILABLE_ANSWERS, type Unavailability } from '@/lib/db/unavailable'
import { errorBody } from './errors'

type RouteHandler<TArgs> = (request: Request, args: TArgs) => Promise<Response>

/** 503 with Retry-After and our error body: the database is away or busy, so ask again shortly. */
export function unavailableResponse(kind: Unavailability): Response {
  const { code, message } = UNAVAILABLE_ANSWERS[kind]
  return Response.json(errorBody(code, message), { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS[kind]) } })
}

const carriesCredentials = (request: Request) =>
  request.headers.has('authorization') || /(^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/** An answer that treats a caller who sent credentials as signed out: refused, or `users/me` saying nobody. */
async function treatedAsSignedOut(request: Request, response: Response): Promise<boolean> {
  if (!carriesCredentials(request)) return false
  if (response.status === 401 || response.status === 403) return true
  if (response.status !== 200 || !new URL(request.url).pathname.endsWith('/users/me')) return false
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: unknown } | null
  return body?.user === null
}

/**
 * Payload's sign-in check reads the caller's account and treats any failure as "not signed in",
 * so while the database is away a member of staff or a kiosk tablet would be told 401, 403 or "no
 * user", and a tablet would take it for a sign-out. Such an answer to a caller who sent
 * credentials is checked against the database (`probe`, one trivial query): if that fails for want
 * of the database, the answer is a 503 instead.
 */
export function answerOutageForSignedIn<TArgs>(handler: RouteHandler<TArgs>, probe: () => Promise<unknown>): RouteHandler<TArgs> {
  return async (request, args) => {
    const response = await handler(request, args)
    if (!(await treatedAsSignedOut(request, response))) return response
    try {
      await probe()
      return response
    } catch (error) {
      const kind = databaseUnavailability(error)
      return kind ? unavailableResponse(kind) : response
    }
  }
}
