import { expect, type APIRequestContext } from '@playwright/test'

/** Publishes a post as an admin through the REST API, as the publish form does; returns its slug. */
export async function publishPost(request: APIRequestContext, token: string, title: string, content: string) {
  const response = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, focusKeyword: title.toLowerCase(), metaDescription: `${title}: a post written by the end-to-end tests.`, content, tags: ['speed', 'garden'] },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { post: { id: number; slug: string } }).post
}
