import { DomUtils, parseDocument } from 'htmlparser2'

import { htmlToPlainText } from '@/server/content/html'
import { htmlToRicos, ricosText, type RicosNode, type RicosOptions } from '@/server/integrations/wix/ricos'

type Decoration = NonNullable<NonNullable<RicosNode['textData']>['decorations']>[number]

const BOLD: Decoration = { type: 'BOLD', fontWeightValue: 700 }
const ITALIC: Decoration = { type: 'ITALIC', italicData: true }
const UNDERLINE: Decoration = { type: 'UNDERLINE', underlineData: true }
const STRIKE: Decoration = { type: 'STRIKETHROUGH', strikethroughData: true }
const external = (url: string): Decoration => ({ type: 'LINK', linkData: { link: { url, target: 'BLANK', rel: { noreferrer: true } } } })
const internal = (url: string): Decoration => ({ type: 'LINK', linkData: { link: { url, target: 'SELF' } } })

const t = (text: string, ...decorations: Decoration[]): RicosNode => ({ type: 'TEXT', id: '', nodes: [], textData: { text, decorations } })
const p = (id: string, ...nodes: RicosNode[]): RicosNode => ({ type: 'PARAGRAPH', id, nodes, paragraphData: {} })
const li = (id: string, ...nodes: RicosNode[]): RicosNode => ({ type: 'LIST_ITEM', id, nodes })
const container = { width: { size: 'CONTENT' }, alignment: 'CENTER', textWrap: true }

const nodes = (html: string, options?: RicosOptions) => htmlToRicos(html, options).nodes!
/** The TEXT nodes of the only paragraph the HTML becomes. */
const texts = (html: string) => {
  const result = nodes(html)
  expect(result).toHaveLength(1)
  expect(result[0]!.type).toBe('PARAGRAPH')
  return result[0]!.nodes
}

describe('htmlToRicos: blocks', () => {
  it('turns empty or blank input into a document with no nodes', () => {
    expect(htmlToRicos('')).toEqual({ nodes: [] })
    expect(htmlToRicos(' \n\t ')).toEqual({ nodes: [] })
    expect(htmlToRicos('<p> </p><p><br></p><div>\n</div><p><strong> </strong></p>')).toEqual({ nodes: [] })
  })

  it('makes a paragraph', () => {
    expect(htmlToRicos('<p>Hello world</p>')).toEqual({ nodes: [p('n1', t('Hello world'))] })
  })

  it('wraps text that sits directly at block level in paragraphs, split around other blocks', () => {
    expect(nodes('before<p>inside</p>after <div>in a div</div>')).toEqual([
      p('n1', t('before')),
      p('n2', t('inside')),
      p('n3', t('after')),
      p('n4', t('in a div')),
    ])
  })

  it.each([1, 2, 3, 4, 5, 6])('makes a level %i heading', (level) => {
    expect(nodes(`<h${level}>Title <em>here</em></h${level}>`)).toEqual([
      { type: 'HEADING', id: 'n1', nodes: [t('Title '), t('here', ITALIC)], headingData: { level } },
    ])
  })

  it('makes bulleted and ordered lists whose items hold paragraphs', () => {
    expect(nodes('<ul>\n  <li>One</li>\n  <li><p>Two</p></li>\n</ul><ol><li>First</li><li>Second <b>step</b></li></ol>')).toEqual([
      {
        type: 'BULLETED_LIST', id: 'n1', bulletedListData: { indentation: 0 },
        nodes: [li('n2', p('n3', t('One'))), li('n4', p('n5', t('Two')))],
      },
      {
        type: 'ORDERED_LIST', id: 'n6', orderedListData: { indentation: 0 },
        nodes: [li('n7', p('n8', t('First'))), li('n9', p('na', t('Second '), t('step', BOLD)))],
      },
    ])
  })

  it('puts a nested list inside its LIST_ITEM after the paragraph, one indentation deeper', () => {
    const expected = [
      {
        type: 'BULLETED_LIST', id: 'n1', bulletedListData: { indentation: 0 },
        nodes: [
          li('n2', p('n3', t('Parent')), {
            type: 'ORDERED_LIST', id: 'n4', orderedListData: { indentation: 1 },
            nodes: [li('n5', p('n6', t('Child')))],
          }),
          li('n7', p('n8', t('Next'))),
        ],
      },
    ]
    expect(nodes('<ul><li>Parent<ol><li>Child</li></ol></li><li>Next</li></ul>')).toEqual(expected)
    // A list put straight into a list (no <li> around it) belongs to the item before it, as browsers show it.
    expect(nodes('<ul><li>Parent</li><ol><li>Child</li></ol><li>Next</li></ul>')).toEqual(expected)
    // So does stray text, as a paragraph of its own.
    expect(nodes('<ul><li>Item</li>stray</ul>')).toEqual([
      { type: 'BULLETED_LIST', id: 'n1', bulletedListData: { indentation: 0 }, nodes: [li('n2', p('n3', t('Item')), p('n4', t('stray')))] },
    ])
  })

  it('drops empty list items and lists', () => {
    expect(nodes('<ul><li> </li><li>Kept</li><li><br></li></ul><ol> <li></li> </ol>')).toEqual([
      { type: 'BULLETED_LIST', id: 'n1', bulletedListData: { indentation: 0 }, nodes: [li('n2', p('n3', t('Kept')))] },
    ])
  })

  it('makes a blockquote of paragraphs', () => {
    expect(nodes('<blockquote>Quoted <em>text</em><p>Second paragraph</p></blockquote>')).toEqual([
      {
        type: 'BLOCKQUOTE', id: 'n1', blockquoteData: { indentation: 1 },
        nodes: [p('n2', t('Quoted '), t('text', ITALIC)), p('n3', t('Second paragraph'))],
      },
    ])
  })

  it('keeps Ricos nesting rules: headings in quotes and items become paragraphs, a quote in a quote is merged, other blocks move after the container', () => {
    expect(nodes('<blockquote><h3>Said</h3><blockquote>inner</blockquote><hr>end</blockquote>')).toEqual([
      { type: 'BLOCKQUOTE', id: 'n1', blockquoteData: { indentation: 1 }, nodes: [p('n2', t('Said')), p('n3', t('inner')), p('n4', t('end'))] },
      { type: 'DIVIDER', id: 'n5', nodes: [], dividerData: { containerData: container, lineStyle: 'SINGLE', width: 'LARGE', alignment: 'CENTER' } },
    ])
    expect(nodes('<ul><li><h2>Item</h2><pre>x</pre></li></ul>')).toEqual([
      { type: 'BULLETED_LIST', id: 'n1', bulletedListData: { indentation: 0 }, nodes: [li('n2', p('n3', t('Item')))] },
      { type: 'CODE_BLOCK', id: 'n4', nodes: [t('x')], codeBlockData: { textStyle: { textAlignment: 'AUTO' } } },
    ])
  })

  it('makes a divider of <hr>', () => {
    expect(nodes('<p>a</p><hr><p>b</p>')).toEqual([
      p('n1', t('a')),
      { type: 'DIVIDER', id: 'n2', nodes: [], dividerData: { containerData: container, lineStyle: 'SINGLE', width: 'LARGE', alignment: 'CENTER' } },
      p('n3', t('b')),
    ])
  })

  it('makes a code block of <pre>, whitespace kept and markup ignored; inline <code> keeps its text', () => {
    expect(nodes('<pre><code>\nconst a = 1\n  if (a &lt; 2) <b>run</b>()\n</code></pre><p>Call <code>run()</code> now</p>')).toEqual([
      { type: 'CODE_BLOCK', id: 'n1', nodes: [t('const a = 1\n  if (a < 2) run()')], codeBlockData: { textStyle: { textAlignment: 'AUTO' } } },
      p('n2', t('Call run() now')),
    ])
    expect(nodes('<pre>\n\n</pre>')).toEqual([])
  })

  it('drops the content of script, style and other hidden elements', () => {
    expect(nodes('<p>Shown<script>alert(1)</script><style>p{}</style></p>')).toEqual([p('n1', t('Shown'))])
  })

  it('numbers nodes in document order with ids that start with a letter, the same on every run', () => {
    const html = '<h2>A</h2><ul><li>b<ul><li>c</li></ul></li></ul><p>d</p>'
    const ids: string[] = []
    const collect = (list: RicosNode[]) => list.forEach((node) => (node.type === 'TEXT' ? undefined : (ids.push(node.id!), collect(node.nodes!))))
    collect(nodes(html))
    expect(ids).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8'])
    expect(htmlToRicos(html)).toEqual(htmlToRicos(html))
    const many = nodes('<p>x</p>'.repeat(40))
    expect(many.map((node) => node.id).slice(8, 12)).toEqual(['n9', 'na', 'nb', 'nc'])
    expect(new Set(many.map((node) => node.id)).size).toBe(40)
  })
})

describe('htmlToRicos: inline text', () => {
  it.each([
    ['<strong>x</strong>', BOLD],
    ['<b>x</b>', BOLD],
    ['<em>x</em>', ITALIC],
    ['<i>x</i>', ITALIC],
    ['<u>x</u>', UNDERLINE],
    ['<s>x</s>', STRIKE],
  ])('decorates %s', (html, decoration) => {
    expect(texts(`<p>a ${html} b</p>`)).toEqual([t('a '), t('x', decoration), t(' b')])
  })

  it('accumulates nested decorations on one TEXT node, and the same decoration only once', () => {
    expect(texts('<p><strong><em><a href="https://example.com/x">x</a></em></strong></p>')).toEqual([
      t('x', BOLD, ITALIC, external('https://example.com/x')),
    ])
    expect(texts('<p><u>one <strong>two <b>three</b></strong> four</u></p>')).toEqual([
      t('one ', UNDERLINE),
      t('two three', UNDERLINE, BOLD),
      t(' four', UNDERLINE),
    ])
  })

  it('opens external links in a new tab with noreferrer, and relative, same-page and mailto links in place', () => {
    expect(texts('<p><a href="https://example.com/a?b=1&amp;c=2">ext</a> <a href="/blog/post">rel</a> <a href="#faq">top</a> <a href="mailto:me@example.com">mail</a></p>')).toEqual([
      t('ext', external('https://example.com/a?b=1&c=2')),
      t(' '),
      t('rel', internal('/blog/post')),
      t(' '),
      t('top', internal('#faq')),
      t(' '),
      t('mail', internal('mailto:me@example.com')),
    ])
    expect(texts('<p><a href="  HTTP://Example.com  ">x</a><a href="//cdn.example.com/y">y</a></p>')).toEqual([
      t('x', external('HTTP://Example.com')),
      t('y', external('//cdn.example.com/y')),
    ])
  })

  it('keeps the text of unsafe or empty links but not the link', () => {
    const unsafe = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '']
    for (const href of unsafe) {
      expect(texts(`<p>see <a href="${href}">this</a> now</p>`)).toEqual([t('see this now')])
    }
    expect(texts('<p><a>no href</a></p>')).toEqual([t('no href')])
  })

  it('turns <br> into a newline inside the text, without the spaces around it', () => {
    expect(texts('<p>line one <br>\n  line two<br/><strong>bold</strong> three</p>')).toEqual([
      t('line one\nline two\n'),
      t('bold', BOLD),
      t(' three'),
    ])
    // A break at the edge of a block shows nothing, as in a browser.
    expect(texts('<p><br>edge<br></p>')).toEqual([t('edge')])
  })

  it('decodes entities, keeping a no-break space as U+00A0', () => {
    expect(texts('<p>Fish &amp; chips &lt;3 &gt; &quot;q&quot; &#8217;s&nbsp;10&nbsp;km &euro;</p>')).toEqual([
      t('Fish & chips <3 > "q" \u2019s\u00a010\u00a0km \u20ac'),
    ])
  })

  it('collapses whitespace like a browser: runs to one space, trimmed at the block edges, none doubled across tags', () => {
    expect(texts('<p>\n   Several \t\n  spaces   here  \n</p>')).toEqual([t('Several spaces here')])
    expect(texts('<p> <em>a </em> <strong> b</strong> c </p>')).toEqual([t('a ', ITALIC), t('b', BOLD), t(' c')])
    expect(texts('<p>no<span>space</span>between</p>')).toEqual([t('nospacebetween')])
  })
})

describe('htmlToRicos: images', () => {
  it('makes an IMAGE node from the uploaded media the callback returns, with decoded src and alt', () => {
    const calls: [string, string][] = []
    const image = (src: string, alt: string) => (calls.push([src, alt]), { id: 'abc123~mv2.jpg', width: 1200, height: 800 })
    expect(nodes('<img src="https://cdn.example.com/a.jpg?w=1&amp;h=2" alt="Tom &amp; Jerry">', { image })).toEqual([
      {
        type: 'IMAGE', id: 'n1', nodes: [],
        imageData: {
          containerData: container,
          image: { src: { id: 'abc123~mv2.jpg' }, width: 1200, height: 800 },
          altText: 'Tom & Jerry',
        },
      },
    ])
    expect(calls).toEqual([['https://cdn.example.com/a.jpg?w=1&h=2', 'Tom & Jerry']])
  })

  it('takes the size from the attributes when the callback gives none, and leaves out what is unknown', () => {
    const image = () => ({ id: 'm1' })
    expect(nodes('<img src="a.png" width="640" height="auto">', { image })).toEqual([
      { type: 'IMAGE', id: 'n1', nodes: [], imageData: { containerData: container, image: { src: { id: 'm1' }, width: 640 } } },
    ])
  })

  it('drops the image without a callback, when the callback returns null, and without a src', () => {
    expect(nodes('<p>a</p><img src="a.png" alt="A"><p>b</p>')).toEqual([p('n1', t('a')), p('n2', t('b'))])
    expect(nodes('<img src="a.png">', { image: () => null })).toEqual([])
    let calls = 0
    expect(nodes('<img alt="no source"><img src="  ">', { image: () => (calls++, { id: 'm1' }) })).toEqual([])
    expect(calls).toBe(0)
  })

  it('splits a paragraph around an inline image and carries a surrounding link onto the image', () => {
    const image = () => ({ id: 'm1' })
    expect(nodes('<p>Before <a href="https://example.com"><img src="a.png" alt="A"></a> after</p>', { image })).toEqual([
      p('n1', t('Before')),
      {
        type: 'IMAGE', id: 'n2', nodes: [],
        imageData: {
          containerData: container,
          image: { src: { id: 'm1' } },
          altText: 'A',
          link: { url: 'https://example.com', target: 'BLANK', rel: { noreferrer: true } },
        },
      },
      p('n3', t('after')),
    ])
  })
})

describe('htmlToRicos: a whole article', () => {
  const sentence = (topic: string, i: number) =>
    `The ${topic} step ${i} matters because readers who follow it &amp; stick with it usually see steady, measurable progress within a few weeks.`
  const section = (n: number) => `
    <h2>Section ${n}: planning the <em>work</em></h2>
    <p>${[1, 2, 3, 4].map((i) => sentence(`planning ${n}`, i)).join(' ')}</p>
    <p>Read <a href="https://example.com/guide-${n}">our <strong>complete</strong> guide</a> before you start, or <a href="javascript:void(0)">skip it</a>.</p>
    <h3>What to check first</h3>
    <ul>
      <li>${sentence(`check ${n}`, 1)}</li>
      <li><strong>Budget:</strong> ${sentence(`budget ${n}`, 2)}
        <ul>
          <li>Nested detail ${n}: keep receipts.</li>
          <li>Nested detail ${n}: compare quotes.</li>
        </ul>
      </li>
    </ul>
    <h3>Doing it in order</h3>
    <ol>
      <li>${sentence(`order ${n}`, 1)}</li>
      <li>${sentence(`order ${n}`, 2)}</li>
      <li>${sentence(`order ${n}`, 3)}</li>
    </ol>
    <blockquote><p>${sentence(`quote ${n}`, 1)}</p></blockquote>
    <p>${[5, 6, 7].map((i) => sentence(`wrap-up ${n}`, i)).join(' ')}</p>`
  const html = `<h1>The complete guide</h1>${[1, 2, 3, 4, 5, 6].map(section).join('\n')}<img src="x.png" alt="Chart">`
  const words = (text: string) => text.split(/\s+/).filter(Boolean)

  it('keeps every word of the text, block by block', () => {
    const content = htmlToRicos(html)
    const htmlWords = words(DomUtils.textContent(parseDocument(html)))
    expect(htmlWords.length).toBeGreaterThan(1400)
    expect(ricosText(content)).toBe(htmlToPlainText(html))
    const allText: string[] = []
    const collect = (list: RicosNode[]) => list.forEach((node) => (node.type === 'TEXT' ? allText.push(node.textData!.text!) : collect(node.nodes!)))
    collect(content.nodes!)
    expect(words(allText.join(' '))).toEqual(htmlWords)
  })

  it('has the expected outline', () => {
    const outline = htmlToRicos(html).nodes!.map((node) => node.type)
    expect(outline.slice(0, 10)).toEqual([
      'HEADING', 'HEADING', 'PARAGRAPH', 'PARAGRAPH', 'HEADING', 'BULLETED_LIST', 'HEADING', 'ORDERED_LIST', 'BLOCKQUOTE', 'PARAGRAPH',
    ])
    expect(outline).toHaveLength(1 + 6 * 9)
  })
})
