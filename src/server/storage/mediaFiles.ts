import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'

import type { Media } from '@/payload-types'
import { DATA_DIR, env } from '../env'

/** The stored bytes of a media file, from S3 when S3_BUCKET is set (plugins/storage.ts), else from DATA_DIR/media. */
export async function readMediaFile(media: Pick<Media, 'filename' | 'prefix'>): Promise<Buffer> {
  if (!media.filename) throw new Error('media without a file')
  const config = env()
  if (!config.S3_BUCKET) return fs.readFile(path.join(DATA_DIR, 'media', path.basename(media.filename)))
  const client = new S3Client({
    region: config.S3_REGION ?? 'us-east-1',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } } : {}),
  })
  const key = media.prefix ? `${media.prefix}/${media.filename}` : media.filename
  const object = await client.send(new GetObjectCommand({ Bucket: config.S3_BUCKET, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}
