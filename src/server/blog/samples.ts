import { SAMPLE_POSTS } from '@/content/samples/posts'
import { htmlToPlainText } from '../content/html'
import { sanitizeArticleHtml } from '../content/sanitize'
import { postSlug } from '../content/slug'
import { htmlExcerpt, readingMinutesByCharacters, readingMinutesByWords } from '../content/reading'
import type { PostPage } from './queries'

// The date of the product's launch: samples do not pretend to be news.
const SAMPLE_DATE = Date.UTC(2024, 11, 17)

/**
 * SPEC 2: when nothing is published, the blog shows built-in sample articles instead of an empty
 * page. They live in code (never in the database), have pages of their own and are never indexed.
 */
export const BUILT_IN_SAMPLES: PostPage[] = SAMPLE_POSTS.map((sample, index) => {
  const text = htmlToPlainText(sample.html)
  return {
    id: -(index + 1),
    slug: postSlug(sample.title, SAMPLE_DATE + index),
    title: sample.title,
    excerpt: htmlExcerpt(sample.html),
    publishedAt: new Date(SAMPLE_DATE).toISOString(),
    updatedAt: new Date(SAMPLE_DATE).toISOString(),
    featured: sample.featured,
    tags: sample.tags,
    authorName: 'SEO Writer',
    image: null,
    imageFit: 'cover',
    readingMinutes: readingMinutesByCharacters(text),
    html: sanitizeArticleHtml(sample.html),
    focusKeyword: sample.focusKeyword,
    metaDescription: sample.metaDescription,
    readingMinutesPage: readingMinutesByWords(text),
    seoTitle: '',
    shareImage: null,
    audio: null,
    sample: true,
  }
})
