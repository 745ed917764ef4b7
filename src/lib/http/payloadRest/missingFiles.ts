import { stat } from 'node:fs/promises'
import path from 'node:path'
import { jsonError } from '../requestBody'
import { withPreCheck, type EndpointRule } from './endpointRules'

/**
 * Payload answers a request for an upload whose file is not on disk with a deliberate 500. A file
 * that is not there is a 404. Only for uploads kept on the local disk (no storage handlers),
 * resolved as Payload resolves them; everything else is left to Payload.
 */
export const missingFilesAsNotFound: EndpointRule = (endpoint, owner) => {
  const { collection } = owner
  const upload = collection?.upload
  if (endpoint.path !== '/file/:filename' || !collection || !upload || upload.handlers?.length) return endpoint
  const directory = path.resolve(upload.staticDir || collection.slug)
  return withPreCheck(endpoint, async (req) => {
    const filename = req.routeParams?.filename
    if (typeof filename !== 'string') return null
    const filePath = path.resolve(directory, filename)
    // Payload refuses a name that leaves the directory; leave that answer to it.
    if (!filePath.startsWith(directory + path.sep)) return null
    try {
      await stat(filePath)
      return null
    } catch {
      return jsonError(404, 'not_found', 'There is no such file')
    }
  })
}
