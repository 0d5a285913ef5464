/**
 * findVisible (src/server/db/lookup.ts) over the real database: what a user may not see answers
 * like what does not exist, and a failure of the database itself is not mistaken for "not found".
 */
import type { Payload } from 'payload'

import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let findVisible: typeof import('@/server/db/lookup').findVisible

beforeAll(async () => {
  payload = await bootPayload()
  ;({ findVisible } = await import('@/server/db/lookup'))
})
afterAll(() => shutdown(payload))

it('finds the owner’s article; another user’s, a missing one and a non-id all answer null', async () => {
  const [owner, other] = await Promise.all([createVerifiedUser(payload, 'lookup-owner'), createVerifiedUser(payload, 'lookup-other')])
  const article = await payload.create({ collection: 'articles', data: { user: owner.id, title: 'Mine', status: 'ready' }, overrideAccess: true })
  expect((await findVisible(payload, 'articles', article.id, owner))?.title).toBe('Mine')
  expect(await findVisible(payload, 'articles', String(article.id), other)).toBeNull()
  expect(await findVisible(payload, 'articles', 2_000_000_000, owner)).toBeNull()
  for (const id of ['abc', '1e3', '-1', '0', '', '1; drop table articles', '99999999999999999999']) expect(await findVisible(payload, 'articles', id, owner)).toBeNull()
})

it('lets any other failure through instead of calling it "not found"', async () => {
  const owner = await createVerifiedUser(payload, 'lookup-error')
  await expect(findVisible(payload, 'no-such-collection' as 'articles', 1, owner)).rejects.toThrow()
})
