import { payloadClient } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { metricsResponse } from '@/server/metrics/metricsResponse'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return metricsResponse(request, { token: env().METRICS_TOKEN, loadPayload: payloadClient })
}
