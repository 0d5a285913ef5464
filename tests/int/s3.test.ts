import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'

import { freePort } from '../support/ports'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let s3: S3rver
let dir: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const port = await freePort()
  // A real S3 protocol server on loopback (npm s3rver), reached through the AWS SDK.
  s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, configureBuckets: [{ name: 'media-test', configs: [] }] })
  await s3.run()
  payload = await bootPayload({
    S3_BUCKET: 'media-test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
})

afterAll(async () => {
  await shutdown(payload)
  await s3.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('with S3_BUCKET set, uploads and their sizes go to the bucket, not the local disk', async () => {
  const admin = await createVerifiedUser(payload, 's3admin', ['admin', 'user'])
  const data = await sharp({ create: { width: 1400, height: 800, channels: 3, background: '#10b981' } }).png().toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'Green' },
    file: { name: 'green.png', mimetype: 'image/png', data, size: data.length },
    user: admin,
    overrideAccess: false,
  })
  const stored = fs.readdirSync(path.join(dir, 'media-test'), { recursive: true }).map(String)
  expect(stored.some((f) => f.includes('green.png'))).toBe(true)
  expect(stored.some((f) => f.includes(doc.sizes!.card!.filename!))).toBe(true)
  expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'media', 'green.png'))).toBe(false)
  await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  const left = fs.readdirSync(path.join(dir, 'media-test'), { recursive: true }).map(String)
  expect(left.some((f) => f.includes('green.png') && !f.endsWith('_S3rver_metadata.json'))).toBe(false)
})
