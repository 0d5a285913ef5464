// Realistic blog content for the benches: posts of about 1,500 words (tests/support/longArticle.mjs) with a cover image, tags that
// put them in the blog's categories, and one featured post, published through the REST API as an
// admin would publish them (so the posts are stored as the product stores them: Lexical + media).
import sharp from 'sharp'

import { longArticleHtml } from '../tests/support/longArticle.mjs'

/** Each post's topic and tags, in turn. */
export const TOPICS = [
  ['AI writing workflow for small teams', ['ai', 'workflow']],
  ['Keyword research without paid tools', ['seo', 'keyword']],
  ['Editing AI drafts so they sound like you', ['ai', 'editing']],
  ['Internal links that help readers and ranking', ['seo', 'links']],
  ['A weekly content calendar that survives busy weeks', ['productivity', 'planning']],
  ['Meta descriptions people actually click', ['seo', 'meta']],
  ['Turning one interview into five posts', ['productivity', 'repurposing']],
  ['What search engines read on a product page', ['seo', 'ecommerce']],
]

/** Post `index`'s topic, tags and title ("…, part 2" once the topics come round again). */
export function postTopic(index) {
  const [topic, tags] = TOPICS[index % TOPICS.length]
  return { topic, tags, title: index < TOPICS.length ? topic : `${topic}, part ${Math.floor(index / TOPICS.length) + 1}` }
}

/** Post `index`'s cover: a 1200×675 PNG of one hue per post. */
export const coverPng = (index) => sharp({ create: { width: 1200, height: 675, channels: 3, background: `hsl(${(index * 47) % 360}, 60%, 55%)` } }).png()

async function coverImage(base, token, index) {
  const png = await coverPng(index).toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), `cover-${index}.png`)
  form.append('_payload', JSON.stringify({ alt: `Cover illustration ${index + 1}` }))
  const response = await fetch(`${base}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
  if (!response.ok) throw new Error(`image upload failed: ${response.status} ${await response.text()}`)
  return (await response.json()).doc.id
}

/** Publishes `count` posts (the first one featured) and returns their slugs, newest last. */
export async function seedPosts(base, { email, password, count = 24, first = 0 }) {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const slugs = []
  for (let i = first; i < first + count; i++) {
    const { topic, tags, title } = postTopic(i)
    const published = await fetch(`${base}/api/posts/publish`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title,
        focusKeyword: topic.toLowerCase(),
        metaDescription: `${topic}: a practical guide with examples, a checklist and the mistakes to avoid, for teams who publish every week.`,
        content: longArticleHtml(topic, i),
        tags,
        featured: i === 0,
      }),
    })
    if (published.status !== 201) throw new Error(`publish failed: ${published.status} ${await published.text()}`)
    const { post } = await published.json()
    const image = await coverImage(base, token, i)
    const patched = await fetch(`${base}/api/posts/${post.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ image }) })
    if (!patched.ok) throw new Error(`setting the cover failed: ${patched.status} ${await patched.text()}`)
    slugs.push(post.slug)
  }
  return slugs
}
