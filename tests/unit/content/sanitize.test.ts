import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, htmlToPlainText, sanitizeArticleHtml } from '@/server/content/sanitize'

describe('sanitizeArticleHtml: what an article may contain', () => {
  it('keeps a normal article exactly as written', () => {
    const html =
      '<h1>Cold brew</h1><h2 class="lead">Why</h2><p>It is <strong>smooth</strong>, <em>sweet</em> and <u>easy</u>.<br />Try it.</p>' +
      '<ul><li>beans</li></ul><ol><li>water</li></ol><blockquote>Slow is good.</blockquote>' +
      '<div class="note"><span title="tip">Tip</span></div><h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="Source">source</a> <a href="mailto:anna@example.com">mail</a></p>' +
      '<img src="https://cdn.example.com/jar.jpg" alt="A jar of cold brew" title="Jar" class="wide" />'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('has exactly the allow-list of the product spec', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual(
      ['p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'div', 'span'].sort(),
    )
    expect([...ALLOWED_ATTRIBUTES].sort()).toEqual(['alt', 'class', 'href', 'src', 'title'])
  })

  it('unwraps tags outside the list but keeps their text', () => {
    expect(sanitizeArticleHtml('<section><p>Kept <b>bold</b> <code>code</code></p></section>')).toBe('<p>Kept bold code</p>')
    expect(sanitizeArticleHtml('<table><tr><td>cell</td></tr></table>')).toBe('cell')
  })

  it('removes script, style and iframe together with their contents', () => {
    expect(sanitizeArticleHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(sanitizeArticleHtml('<style>p{color:red}</style><p>a</p>')).toBe('<p>a</p>')
    expect(sanitizeArticleHtml('<iframe src="https://evil.example"><p>fallback</p></iframe><p>after</p>')).toBe('<p>after</p>')
    expect(sanitizeArticleHtml('<iframe>never closed <p>x</p>')).toBe('')
    expect(sanitizeArticleHtml('<SCRIPT type="text/javascript">steal()</SCRIPT>ok')).toBe('ok')
  })

  it('never lets a nested script attempt become a tag', () => {
    const out = sanitizeArticleHtml('<scr<script>ipt>alert(1)</scr</script>ipt>')
    expect(out).not.toMatch(/<script/i)
    expect(out).not.toContain('<')
    expect(sanitizeArticleHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<\/?script/i)
  })

  it('drops javascript: and data: URLs in any spelling', () => {
    expect(sanitizeArticleHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeArticleHtml('<a href=" javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeArticleHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeArticleHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeArticleHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>')
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,iVBOR" alt="pixel">')).toBe('<img alt="pixel" />')
    expect(sanitizeArticleHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>')
  })

  it('allows mailto: for links but not for image sources', () => {
    expect(sanitizeArticleHtml('<a href="mailto:hi@example.com">x</a>')).toBe('<a href="mailto:hi@example.com">x</a>')
    expect(sanitizeArticleHtml('<img src="mailto:hi@example.com" alt="x">')).toBe('<img alt="x" />')
    expect(sanitizeArticleHtml('<img src="http://example.com/a.png">')).toBe('<img src="http://example.com/a.png" />')
  })

  it('keeps relative links, which carry no scheme to abuse', () => {
    expect(sanitizeArticleHtml('<a href="/blog/cold-brew#ratio">x</a>')).toBe('<a href="/blog/cold-brew#ratio">x</a>')
  })

  it('removes every on* handler and attributes outside the list', () => {
    expect(sanitizeArticleHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" />')
    expect(sanitizeArticleHtml('<p onclick="x()" onMouseOver="y()" style="color:red" id="a" data-x="1" class="c">t</p>')).toBe(
      '<p class="c">t</p>',
    )
    expect(sanitizeArticleHtml('<svg onload=alert(1)><p>hi</p></svg>')).toBe('<p>hi</p>')
    expect(sanitizeArticleHtml('<body onload=alert(1)>text</body>')).toBe('text')
    expect(sanitizeArticleHtml('<a href="https://x.io" target="_blank" rel="opener">x</a>')).toBe('<a href="https://x.io">x</a>')
  })

  it('keeps entity-encoded markup as harmless text', () => {
    expect(sanitizeArticleHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
  })

  it('drops comments and the head of a whole document', () => {
    expect(sanitizeArticleHtml('<!-- note --><p>x</p>')).toBe('<p>x</p>')
    expect(sanitizeArticleHtml('<html><head><title>T</title></head><body><p>b</p></body></html>')).toBe('<p>b</p>')
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeArticleHtml('')).toBe('')
  })
})

describe('htmlToPlainText', () => {
  it('puts block elements on their own lines and keeps inline text together', () => {
    expect(htmlToPlainText('<h1>Cold brew</h1><p>It is <strong>smooth</strong> and <em>sweet</em>.</p><ul><li>beans</li><li>water</li></ul>')).toBe(
      'Cold brew\nIt is smooth and sweet.\nbeans\nwater',
    )
  })
  it('decodes entities and collapses whitespace, including non-breaking spaces', () => {
    expect(htmlToPlainText('<p>Salt &amp; pepper,\n   &quot;fresh&quot;&nbsp;&nbsp;now</p>')).toBe('Salt & pepper, "fresh" now')
    expect(htmlToPlainText('<p>Kávé &eacute;s tea</p>')).toBe('Kávé és tea')
  })
  it('separates lines at <br> and never glues neighbouring blocks', () => {
    expect(htmlToPlainText('one<br>two')).toBe('one\ntwo')
    expect(htmlToPlainText('<div>first</div><div>second</div>')).toBe('first\nsecond')
  })
  it('leaves out script and style contents', () => {
    expect(htmlToPlainText('<p>a</p><script>var x = 1</script><style>p{}</style><p>b</p>')).toBe('a\nb')
  })
  it('handles empty input and plain text', () => {
    expect(htmlToPlainText('')).toBe('')
    expect(htmlToPlainText('   ')).toBe('')
    expect(htmlToPlainText('just text')).toBe('just text')
  })
})
