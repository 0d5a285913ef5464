const SENTENCES = [
  'Good planning starts with a clear goal and a realistic budget for the season ahead.',
  'Readers come back to a blog that answers their question in the first few lines.',
  'Measure what changed after each step, and keep the notes where the whole team can read them.',
  'Short paragraphs, plain words and concrete examples make a long guide easy to follow.',
  'A checklist turns a vague intention into a routine that survives a busy week.',
  'Photos and diagrams help, but only when they show something the text cannot say as well.',
]

/** A realistic post body: an opening and ten sections of about 140 words each (about 1,500 words). */
export function longArticle(topic: string): string {
  const paragraph = (n: number) => `<p>${Array.from({ length: 7 }, (_, i) => SENTENCES[(n + i) % SENTENCES.length]).join(' ')}</p>`
  const sections = Array.from({ length: 10 }, (_, i) => `<h2>${topic}: step ${i + 1}</h2>${paragraph(i)}${paragraph(i + 3)}`)
  return `<p>This guide walks through ${topic} from the first idea to a routine that lasts.</p>${sections.join('')}`
}
