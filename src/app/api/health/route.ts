import { payloadClient } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { checkHealth } from '@/lib/health'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const health = await checkHealth(payloadClient, { redisUrl: env().REDIS_URL })
  return Response.json(health, {
    status: health.status === 'error' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
