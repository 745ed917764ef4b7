import { payloadClient } from '@/lib/cms/payload'
import { checkHealth } from '@/lib/health'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const health = await checkHealth(payloadClient)
  return Response.json(health, {
    status: health.db === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
