import { timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { errorBody } from '@/lib/http/errors'
import { existingHttpRegistry } from '@/lib/metrics/httpMetrics.mjs'
import { venueMetrics } from './venueMetrics'

const errorResponse = (status: number, code: string, message: string, headers: Record<string, string>) =>
  Response.json(errorBody(code, message), { status, headers })

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /metrics: Prometheus text for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured the endpoint is closed (403), so a deployment never publishes its
 * figures by forgetting a setting.
 */
export async function metricsResponse(
  request: Request,
  { token, loadPayload, now = new Date() }: { token: string | undefined; loadPayload: () => Promise<Payload>; now?: Date },
): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' }
  if (!token) return errorResponse(403, 'metrics_disabled', 'Metrics are switched off: set METRICS_TOKEN to publish them.', noStore)
  const [scheme, given] = (request.headers.get('authorization') ?? '').split(' ', 2)
  if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token))
    return errorResponse(401, 'unauthorized', 'A valid bearer token is required.', { ...noStore, 'WWW-Authenticate': 'Bearer' })

  const venue = await venueMetrics(await loadPayload(), now)
  const http = existingHttpRegistry()
  const text = [http ? await http.metrics() : '', await venue.metrics()].filter(Boolean).join('\n')
  return new Response(text, { status: 200, headers: { ...noStore, 'Content-Type': venue.contentType } })
}
