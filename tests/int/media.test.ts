import type { Payload } from 'payload'
import sharp from 'sharp'

import { bootPayload, createVerifiedUser, shutdown } from './support'
import { TINY_PNG as PNG } from '../fixtures/images'

let payload: Payload
let photo: Buffer

const file = (name: string, mimetype: string, data: Buffer) => ({ name, mimetype, data, size: data.length })

beforeAll(async () => {
  payload = await bootPayload()
  photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#4f46e5' } }).png().toBuffer()
})
afterAll(() => shutdown(payload))

describe('media', () => {
  it("an admin uploads a PNG with alt text; card, post cover (the card's shape, twice the page's width) and OG sizes are made and stored", async () => {
    const admin = await createVerifiedUser(payload, 'mediaadmin', ['admin', 'user'])
    const doc = await payload.create({ collection: 'media', data: { alt: 'A dot' }, file: file('cover.png', 'image/png', photo), user: admin, overrideAccess: false })
    expect(doc.mimeType).toBe('image/png')
    expect(doc.sizes?.card).toMatchObject({ width: 768, height: 432 })
    expect(doc.sizes?.cover).toMatchObject({ width: 1440, height: 810 })
    expect(doc.sizes?.og).toMatchObject({ width: 1200, height: 630 })
    const stored = await payload.findByID({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(stored.sizes?.cover?.url).toBe(doc.sizes?.cover?.url)
  })

  it('refuses other file types, files over 5 MB, a missing alt, and non-admins', async () => {
    const admin = await createVerifiedUser(payload, 'mediaadmin2', ['admin', 'user'])
    const user = await createVerifiedUser(payload, 'mediauser')
    await expect(payload.create({ collection: 'media', data: { alt: 'x' }, file: file('notes.txt', 'text/plain', Buffer.from('just text, not an image')), user: admin, overrideAccess: false })).rejects.toThrow()
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    await expect(payload.create({ collection: 'media', data: { alt: 'x' }, file: file('big.png', 'image/png', big), user: admin, overrideAccess: false })).rejects.toThrow('File size must be less than 5MB')
    await expect(payload.create({ collection: 'media', data: {} as never, file: file('dot.png', 'image/png', PNG), user: admin, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'media', data: { alt: 'x' }, file: file('dot.png', 'image/png', PNG), user, overrideAccess: false })).rejects.toThrow()
  })
})
