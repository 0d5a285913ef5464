import { nestedDeeperThan } from '@/server/content/nesting'
import { longArticleHtml } from '../support/longArticle.mjs'

describe('how deeply an article nests (issue 32: 30,000 unclosed <b> tags held a thread for 0.7 s)', () => {
  it('passes real articles, optional end tags left out, void and self-closed elements', () => {
    expect(nestedDeeperThan(longArticleHtml('garden planning'), 100)).toBe(false)
    expect(nestedDeeperThan(`<ul>${'<li>item <b>bold</b>'.repeat(500)}</ul>${'<p>para<br>line<img src=x>'.repeat(500)}`, 100)).toBe(false)
    expect(nestedDeeperThan('<div><span><b><i>x</i></b></span></div>'.repeat(1000), 3)).toBe(true)
    expect(nestedDeeperThan('<div><span><b><i>x</i></b></span></div>'.repeat(1000), 4)).toBe(false)
    // An end tag closes the nearest open element of its name, as a browser reads it.
    expect(nestedDeeperThan(`${'<div><span>x</div>'.repeat(1000)}`, 2)).toBe(false)
  })

  it('finds tags left open, at once, however long the text', () => {
    const crafted = `<p>${'<b>a '.repeat(40_000)}</p>`
    const started = performance.now()
    expect(nestedDeeperThan(crafted, 100)).toBe(true)
    expect(nestedDeeperThan(`${'<i>'.repeat(101)}${'</b>'.repeat(40_000)}`, 100)).toBe(true)
    expect(nestedDeeperThan(`${'<i>'.repeat(100)}${'</b>'.repeat(40_000)}`, 100)).toBe(false)
    console.log(`three scans of 160-200 KB: ${(performance.now() - started).toFixed(1)} ms`)
  })
})
