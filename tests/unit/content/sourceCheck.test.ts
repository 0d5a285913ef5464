import { MAX_UNVERIFIED, unverifiedFacts } from '@/server/content/sourceCheck'

const SOURCE =
  'A survey by the Greenfield Institute in 2019 found that 37% of households throw away food. On 15 March 2024 the city of Budapest started collecting 1,500 tonnes a year.'

const facts = (html: string, sources = [SOURCE]) => unverifiedFacts(html, sources)

describe('source check', () => {
  it('passes what the source says, however it is spelled', () => {
    const html =
      '<h1>Greenfield on waste</h1><p>The Greenfield Institute found in 2019 that 37 % of homes waste food. Budapesten 1.500 tonnes were collected from March 15, 2024.</p>'
    expect(facts(html)).toEqual([])
  })
  it('lists numbers, dates and names the source does not contain, once each, in reading order', () => {
    const html =
      '<p>According to Dr. Maria Lopez of Harvard University, 42% of people compost. This began in April 2021, and 42% is a lot.</p><p>Google Maps shows 2,750 sites.</p>'
    expect(facts(html)).toEqual([
      { kind: 'name', text: 'Maria Lopez of Harvard University' },
      { kind: 'number', text: '42%' },
      { kind: 'date', text: 'April 2021' },
      { kind: 'name', text: 'Google Maps' },
      { kind: 'number', text: '2,750' },
    ])
  })
  it('a date more precise than the source is listed; a less precise one passes', () => {
    expect(facts('<p>It started on 20 March 2024.</p>')).toEqual([{ kind: 'date', text: '20 March 2024' }])
    expect(facts('<p>It started in March 2024.</p>')).toEqual([])
    expect(facts('<p>It started on 2024-03-15.</p>')).toEqual([])
  })
  it('reads Hungarian dates and ISO dates', () => {
    expect(facts('<p>A program 2024. március 15-én indult.</p>')).toEqual([])
    expect(facts('<p>A program 2023. május 2-án indult.</p>')).toEqual([{ kind: 'date', text: '2023. május 2-án' }])
  })
  it('leaves out step counts under ten, sentence-initial words and ordinary words written capitalised', () => {
    expect(facts('<ol><li>Step 3: turn the pile.</li></ol><p>Composting is easy. Households compost more.</p>')).toEqual([])
  })
  it('leaves out acronyms and identifiers in capitals', () => {
    expect(facts('<p>Our AI tool needs an OPENAI_API_KEY to write SEO text.</p>')).toEqual([])
  })
  it('checks headings for numbers only (they are in Title Case)', () => {
    expect(facts('<h2>Twelve Smart Ideas For Your Garden</h2><h2>12 Smart Ideas</h2>')).toEqual([{ kind: 'number', text: '12' }])
  })
  it('counts what the user typed (topic, keyword, instructions) as a source', () => {
    expect(facts('<p>We asked Jane Doe about 64 bins.</p>', [SOURCE, 'Interview Jane Doe about 64 bins'])).toEqual([])
  })
  it('is deterministic and bounded', () => {
    const html = `<p>${Array.from({ length: 40 }, (_, i) => `Figure ${100 + i} matters.`).join(' ')}</p>`
    const first = facts(html)
    expect(first).toHaveLength(MAX_UNVERIFIED)
    expect(facts(html)).toEqual(first)
  })
})
