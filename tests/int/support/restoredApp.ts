/**
 * Run in a process of its own by backup.test.ts: the app's real config starts on a restored database
 * (its migrations and start-up included), signs the restored user in and reads back what it wrote.
 * Prints one JSON line.
 */
import { getPayload } from 'payload'

import config from '../../../payload.config'

const [email, password] = process.argv.slice(2) as [string, string]
const payload = await getPayload({ config })
const login = await payload.login({ collection: 'users', data: { email, password } })
const userId = login.user!.id
const articles = await payload.find({ collection: 'articles', where: { user: { equals: userId } }, depth: 0, overrideAccess: true })
const posts = await payload.find({ collection: 'posts', where: { status: { equals: 'published' } }, depth: 1, overrideAccess: true })
const newArticle = await payload.create({ collection: 'articles', data: { user: userId, title: 'Written after the restore', status: 'generating' }, overrideAccess: true })
console.log(
  JSON.stringify({
    signedIn: Boolean(login.token),
    articles: articles.docs.map((doc) => doc.title),
    posts: posts.docs.map((doc) => ({ title: doc.title, cover: typeof doc.image === 'object' && doc.image ? doc.image.filename : null })),
    newArticleId: newArticle.id,
  }),
)
process.exit(0)
