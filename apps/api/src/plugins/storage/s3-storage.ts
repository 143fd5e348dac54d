import type { Readable } from 'node:stream'
import type { TStorage } from './storage.ts'

export type TS3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

/** An S3-compatible bucket (AWS, MinIO, R2…). Streams are uploaded in parts, never buffered whole. */
export function createS3Storage(settings: TS3Settings): TStorage {
  // The SDK is imported here, not at the top: a process without S3 (the demo, the tests, a single
  // machine) no longer pays its 0.3 s import at start. With S3 it loads while the process starts.
  const sdk = Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
    ([s3, storage]) => ({ ...s3, Upload: storage.Upload, client: clientOf(s3.S3Client, settings) }),
  )
  sdk.catch(() => {}) // a failed import is reported by the first call that needs it
  return {
    async put(key, data, { contentType }) {
      const { Upload, client } = await sdk
      await new Upload({
        client,
        params: { Bucket: settings.bucket, Key: key, Body: data, ContentType: contentType },
      }).done()
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey, client } = await sdk
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
        return { body: answer.Body as Readable, contentType: answer.ContentType, size: answer.ContentLength }
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null
        throw error
      }
    },
    async delete(key) {
      const { DeleteObjectCommand, client } = await sdk
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
    },
  }
}

function clientOf(S3Client: typeof import('@aws-sdk/client-s3').S3Client, settings: TS3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    // S3-compatible stores (MinIO, R2…) do not all accept the SDK's default streaming checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  })
}
