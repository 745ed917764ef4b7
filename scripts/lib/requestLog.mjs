// One JSON line per request, through pino like Payload's own log, with the request's id: taken
// from the balancer's X-Request-Id when it looks like one, otherwise made here; sent back in the
// answer's X-Request-Id, and carried by every line Payload writes while handling the request
// (src/lib/logging/requestContext.mjs).
import { randomUUID } from 'node:crypto'
import { routeLabel } from '../../src/lib/metrics/httpMetrics.mjs'
import { runInRequest } from '../../src/lib/logging/requestContext.mjs'

const UPSTREAM_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * @param {{ info: (fields: object, message: string) => void, error: (fields: object, message: string) => void }} logger a pino logger
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, handle: () => void) => void}
 */
export function createRequestLog(logger) {
  return (req, res, handle) => {
    const upstream = req.headers['x-request-id']
    const requestId = typeof upstream === 'string' && UPSTREAM_ID.test(upstream) ? upstream : randomUUID()
    const started = process.hrtime.bigint()
    res.setHeader('X-Request-Id', requestId)
    res.once('close', () => {
      const status = res.statusCode
      const fields = {
        reqId: requestId,
        req: { method: req.method, route: routeLabel(req.url ?? '/', status) },
        res: { statusCode: status, finished: res.writableFinished },
        responseTime: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      }
      // A refused request is the system working (as Payload's loggingLevels say); a 5xx is a bug.
      if (status >= 500) logger.error(fields, 'request')
      else logger.info(fields, 'request')
    })
    runInRequest(requestId, handle)
  }
}
