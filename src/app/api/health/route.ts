import { payloadClient } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { RETRY_AFTER_SECONDS } from '@/lib/db/unavailable'
import { checkHealth } from '@/server/health'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const health = await checkHealth(payloadClient, { redisUrl: env().REDIS_URL })
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (health.status === 'error') headers['Retry-After'] = String(RETRY_AFTER_SECONDS[health.db === 'busy' ? 'busy' : 'unreachable'])
  return Response.json(health, { status: health.status === 'error' ? 503 : 200, headers })
}
