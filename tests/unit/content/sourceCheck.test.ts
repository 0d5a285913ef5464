import { MAX_UNVERIFIED, sourceRelevance, unverifiedFacts } from '@/server/content/sourceCheck'

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

describe('relevance to the source page (issue 39: a green check for an article on another subject)', () => {
  const PAGE_TITLE = 'Composting at Home: A Field Guide'
  const PAGE = [
    'Composting turns kitchen scraps and garden waste into dark, crumbly soil.',
    'A compost bin needs greens such as vegetable peelings and coffee grounds, and browns such as dry leaves and cardboard.',
    'Turn the compost pile every week so air reaches the middle; a pile that smells has too many greens.',
    'In a small flat, a worm bin on the balcony handles the kitchen scraps of two people.',
    'Finished compost is ready in three to six months and feeds vegetable beds and house plants.',
  ].join(' ')

  it('an article on the page’s subject uses its key terms and is not flagged', () => {
    const html =
      '<h1>Home composting for renters</h1><p>Composting at home works in a small flat: a worm bin on the balcony takes your kitchen scraps.</p><h2>Greens and browns</h2><p>Mix vegetable peelings and coffee grounds with dry leaves and cardboard, and turn the pile every week.</p>'
    const relevance = sourceRelevance(html, PAGE, PAGE_TITLE)
    expect(relevance.offTopic).toBe(false)
    expect(relevance.titleUsed).toBeGreaterThanOrEqual(2)
    expect(relevance.used / relevance.of).toBeGreaterThan(0.5)
  })

  it('an article about another subject is flagged, with the key terms it leaves out', () => {
    const html =
      '<h1>How to compare mortgage rates</h1><p>Mortgage rates change every month. Banks publish their offers, and a broker compares them for you.</p><h2>Fixed or variable</h2><p>A fixed rate keeps the repayment the same; a variable one follows the central bank.</p>'
    const relevance = sourceRelevance(html, PAGE, PAGE_TITLE)
    expect(relevance).toMatchObject({ offTopic: true, titleUsed: 0 })
    expect(relevance.missing).toEqual(expect.arrayContaining(['composting']))
    // Deterministic, as the facts are.
    expect(sourceRelevance(html, PAGE, PAGE_TITLE)).toEqual(relevance)
  })

  it('a short article that names the page’s subject is not flagged, however few other terms it uses', () => {
    expect(sourceRelevance('<p>Home composting works in small flats.</p>', PAGE, PAGE_TITLE).offTopic).toBe(false)
  })

  it('finds the key terms however they are inflected (Hungarian suffixes)', () => {
    const relevance = sourceRelevance('<p>A komposztálás otthon egyszerű: a komposztot hetente forgasd át.</p>', 'Komposzt otthon. A komposzt a konyhai hulladékból lesz.', 'Komposztálás otthon')
    expect(relevance.offTopic).toBe(false)
  })
})
