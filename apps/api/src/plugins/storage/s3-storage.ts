import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
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
  const client = new S3Client({
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
  return {
    async put(key, data, { contentType }) {
      await new Upload({
        client,
        params: { Bucket: settings.bucket, Key: key, Body: data, ContentType: contentType },
      }).done()
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
        return { body: answer.Body as Readable, contentType: answer.ContentType, size: answer.ContentLength }
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
    },
  }
}
