import { previewText, textBlocks } from '@/shared/preview'

const ARTICLE = `<h1>Email Marketing Tips</h1><p>Email marketing still <strong>works</strong> &amp; pays.</p>
<h2>Mistakes to Avoid</h2><p>Content marketing fails when you rush.</p><ul><li>Plan</li><li>Measure</li></ul>
<script>alert(1)</script><h3>Why it matters?</h3><p>Because<br>lists grow.</p>`

describe('text previews from block boundaries', () => {
  it('reads the blocks in order, entities decoded, hidden content left out', () => {
    expect(textBlocks(ARTICLE)).toEqual([
      { tag: 'h1', text: 'Email Marketing Tips' },
      { tag: 'p', text: 'Email marketing still works & pays.' },
      { tag: 'h2', text: 'Mistakes to Avoid' },
      { tag: 'p', text: 'Content marketing fails when you rush.' },
      { tag: 'li', text: 'Plan' },
      { tag: 'li', text: 'Measure' },
      { tag: 'h3', text: 'Why it matters?' },
      { tag: 'p', text: 'Because lists grow.' },
    ])
  })

  it('never joins a heading to the next text (the "Mistakes to AvoidContent marketing" bug)', () => {
    const preview = previewText(ARTICLE, 500)
    expect(preview).toBe('Email Marketing Tips. Email marketing still works & pays. Mistakes to Avoid. Content marketing fails when you rush. Plan. Measure. Why it matters? Because lists grow.')
    expect(preview).not.toMatch(/AvoidContent|TipsEmail/)
  })

  it('keeps body text only for excerpts, and cuts on a word boundary with an ellipsis', () => {
    expect(previewText(ARTICLE, 150, { skipHeadings: true })).toBe('Email marketing still works & pays. Content marketing fails when you rush. Plan. Measure. Because lists grow.')
    expect(previewText(ARTICLE, 40, { skipHeadings: true })).toBe('Email marketing still works & pays...')
    expect(previewText('<p>one two three four</p>', 12)).toBe('one two...')
    expect(previewText('<p>one two three four</p>', 12, { ellipsis: '' })).toBe('one two')
    expect(previewText('<p>Short</p>', 150)).toBe('Short.')
    expect(previewText('', 150)).toBe('')
  })
})
