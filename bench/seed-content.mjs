// Realistic blog content for the benches: posts of about 1,500 words with a cover image, tags that
// put them in the blog's categories, and one featured post, published through the REST API as an
// admin would publish them (so the posts are stored as the product stores them: Lexical + media).
import sharp from 'sharp'

const TOPICS = [
  ['AI writing workflow for small teams', ['ai', 'workflow']],
  ['Keyword research without paid tools', ['seo', 'keyword']],
  ['Editing AI drafts so they sound like you', ['ai', 'editing']],
  ['Internal links that help readers and ranking', ['seo', 'links']],
  ['A weekly content calendar that survives busy weeks', ['productivity', 'planning']],
  ['Meta descriptions people actually click', ['seo', 'meta']],
  ['Turning one interview into five posts', ['productivity', 'repurposing']],
  ['What search engines read on a product page', ['seo', 'ecommerce']],
]
const SENTENCES = [
  'Good planning starts with a clear goal and a realistic budget for the weeks ahead.',
  'Readers come back to a blog that answers their question in the first few lines.',
  'Measure what changed after each step, and keep the notes where the whole team can read them.',
  'Short paragraphs, plain words and concrete examples make a long guide easy to follow.',
  'A checklist turns a vague intention into a routine that survives a busy week.',
  'Photos and diagrams help, but only when they show something the text cannot say as well.',
  'Search engines reward pages that people finish reading, share and link to from their own sites.',
  'Every claim you can back with a number, a date or a source makes the article more trustworthy.',
]

/** About 1,500 words: an opening, ten sections of two paragraphs, a list and a quote. */
export function longArticleHtml(topic, seed = 0) {
  const paragraph = (n) => `<p>${Array.from({ length: 7 }, (_, i) => SENTENCES[(seed + n + i) % SENTENCES.length]).join(' ')}</p>`
  const sections = Array.from({ length: 10 }, (_, i) => `<h2>${topic}: part ${i + 1}</h2>${paragraph(i)}${paragraph(i + 3)}`)
  const list = '<ul><li>Write down the goal.</li><li>Pick one measure.</li><li>Review it every Friday.</li></ul>'
  return `<p>This guide covers ${topic.toLowerCase()} from the first idea to a routine that lasts.</p>${sections.join('')}${list}<blockquote>Consistency beats intensity.</blockquote>`
}

async function coverImage(base, token, index) {
  const hue = (index * 47) % 360
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: `hsl(${hue}, 60%, 55%)` } }).png().toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), `cover-${index}.png`)
  form.append('_payload', JSON.stringify({ alt: `Cover illustration ${index + 1}` }))
  const response = await fetch(`${base}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
  if (!response.ok) throw new Error(`image upload failed: ${response.status} ${await response.text()}`)
  return (await response.json()).doc.id
}

/** Publishes `count` posts (the first one featured) and returns their slugs, newest last. */
export async function seedPosts(base, { email, password, count = 24 }) {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const slugs = []
  for (let i = 0; i < count; i++) {
    const [topic, tags] = TOPICS[i % TOPICS.length]
    const title = i < TOPICS.length ? topic : `${topic}, part ${Math.floor(i / TOPICS.length) + 1}`
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
