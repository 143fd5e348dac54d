import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The part of the S3 REST API the storage uses (path-style PutObject, GetObject, DeleteObject),
 * on 127.0.0.1. It checks that every request is SigV4-signed with the expected access key.
 */
export async function startFakeS3(accessKeyId: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  const server = createServer(async (request, response) => {
    const auth = request.headers.authorization ?? ''
    if (!auth.startsWith('AWS4-HMAC-SHA256') || !auth.includes(`Credential=${accessKeyId}/`)) {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>AccessDenied</Code></Error>')
      return
    }
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (request.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: String(request.headers['content-type'] ?? ''),
      })
      response.writeHead(200, { etag: '"fake"' }).end()
    } else if (request.method === 'GET' || request.method === 'HEAD') {
      const object = objects.get(key)
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>')
        return
      }
      response
        .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
        .end(request.method === 'GET' ? object.body : undefined)
    } else if (request.method === 'DELETE') {
      objects.delete(key)
      response.writeHead(204).end()
    } else {
      response.writeHead(405).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
