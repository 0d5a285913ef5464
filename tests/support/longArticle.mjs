// A realistic post body for the end-to-end tests and the benches: an opening, ten sections of two
// paragraphs (about 1,500 words in all), a list and a quote.
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

/** `seed` varies the sentence order, so posts written with different seeds differ. */
export function longArticleHtml(topic, seed = 0) {
  const paragraph = (n) => `<p>${Array.from({ length: 7 }, (_, i) => SENTENCES[(seed + n + i) % SENTENCES.length]).join(' ')}</p>`
  const sections = Array.from({ length: 10 }, (_, i) => `<h2>${topic}: step ${i + 1}</h2>${paragraph(i)}${paragraph(i + 3)}`)
  const list = '<ul><li>Write down the goal.</li><li>Pick one measure.</li><li>Review it every Friday.</li></ul>'
  return `<p>This guide walks through ${topic} from the first idea to a routine that lasts.</p>${sections.join('')}${list}<blockquote>Consistency beats intensity.</blockquote>`
}

/** A real article's HTML, repeated and cut to exactly `length` characters (for size limits). */
export function articleHtmlOfLength(length) {
  let html = '<h1>Garden planning</h1>'
  for (let i = 0; html.length < length; i++) html += longArticleHtml(`garden planning ${i}`, i)
  return html.slice(0, length)
}
