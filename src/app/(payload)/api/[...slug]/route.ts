import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { notImplementedAsNotFound } from '@/lib/http/notImplementedAsNotFound'

export const GET = notImplementedAsNotFound(REST_GET(config))
export const POST = notImplementedAsNotFound(REST_POST(config))
export const DELETE = notImplementedAsNotFound(REST_DELETE(config))
export const PATCH = notImplementedAsNotFound(REST_PATCH(config))
export const PUT = notImplementedAsNotFound(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
