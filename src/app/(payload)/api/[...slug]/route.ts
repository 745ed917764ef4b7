import configPromise from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { hardenPayloadRest } from '@/lib/http/payloadRest'
import { notImplementedAsNotFound } from '@/lib/http/notImplementedAsNotFound'
import { withErrorBody } from '@/lib/http/restErrorBody'
import { refuseUnreadableInput } from '@/lib/http/unreadableInput'

const config = configPromise.then(hardenPayloadRest)

export const GET = withErrorBody(refuseUnreadableInput(notImplementedAsNotFound(REST_GET(config))))
export const POST = withErrorBody(refuseUnreadableInput(notImplementedAsNotFound(REST_POST(config))))
export const DELETE = withErrorBody(refuseUnreadableInput(notImplementedAsNotFound(REST_DELETE(config))))
export const PATCH = withErrorBody(refuseUnreadableInput(notImplementedAsNotFound(REST_PATCH(config))))
export const PUT = withErrorBody(refuseUnreadableInput(notImplementedAsNotFound(REST_PUT(config))))
export const OPTIONS = REST_OPTIONS(config)
