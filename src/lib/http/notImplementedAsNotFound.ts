import { errorBody } from './errors'

type RouteHandler<TArgs> = (request: Request, args: TArgs) => Promise<Response>

/**
 * Payload answers 501 for a collection that exists but has no REST routes (e.g.
 * payload-migrations). To a caller that is simply a path that does not exist, so it gets a 404,
 * never a 5xx.
 */
export function notImplementedAsNotFound<TArgs>(handler: RouteHandler<TArgs>): RouteHandler<TArgs> {
  return async (request, args) => {
    const response = await handler(request, args)
    if (response.status !== 501) return response
    return Response.json(errorBody('not_found', `No API route at ${new URL(request.url).pathname}`), { status: 404 })
  }
}
