import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { Env } from '../src/server/env'

/**
 * Media on any S3-compatible store when S3_BUCKET is set; local disk (DATA_DIR/media) otherwise.
 * The plugin's fields are always in the schema, so one set of migrations fits both setups.
 */
export function storagePlugins(config: Env): Plugin[] {
  return [
    s3Storage({
      enabled: Boolean(config.S3_BUCKET),
      alwaysInsertFields: true,
      bucket: config.S3_BUCKET ?? 'not-configured',
      collections: { media: true },
      config: {
        region: config.S3_REGION ?? 'us-east-1',
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
        ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
          : {}),
      },
    }),
  ]
}
