import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { clientAddressKey, createClientAddressKey } from '@/lib/http/clientAddress.mjs'
import { prepareRequest } from '../../scripts/lib/front.mjs'
import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

const handlers = { GET, POST, PATCH, DELETE } as const

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return chunks.length ? Buffer.concat(chunks) : undefined
}

/**
 * A real HTTP server on a free port: the app's own front (scripts/lib/front.mjs) in front of the
 * app's REST route handlers, as scripts/server.mjs puts it in front of Next.js. Requests reach it
 * over a socket, so the peer address is real.
 */
export async function startFrontServer(trustedHops: number): Promise<{ url: string; close: () => Promise<void> }> {
  const signingKey = clientAddressKey() ?? createClientAddressKey()
  const server: Server = createServer((req, res) => {
    if (!prepareRequest(req, res, { trustedHops, signingKey })) return
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost:3000')
      const handler = handlers[req.method as keyof typeof handlers]
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const body = await readBody(req)
      const request = new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined })
      const response = handler
        ? await handler(request, { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) })
        : Response.json({ error: { code: 'method_not_allowed', message: 'Method not allowed' } }, { status: 405 })
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch((error: unknown) => {
      res.writeHead(500)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
