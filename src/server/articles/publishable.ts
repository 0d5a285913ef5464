import { DEMO_NOTICE } from '../ai/demo'
import { elementText, parseHtml, type HtmlElement } from '../content/html'

const NOTICES = Object.values(DEMO_NOTICE).map((notice) => notice.slice(0, 24))

/**
 * What a site or the blog receives of an article: its body without the leading H1 (the page shows
 * the title itself) and without the demo writer's notice, which speaks to the writer, not readers.
 */
export function publishableBody(html: string): string {
  const document = parseHtml(html)
  const top = document.children.filter((node): node is HtmlElement => node.type === 'tag')
  const cut = [
    ...(top[0]?.name === 'h1' ? [top[0]] : []),
    ...top.filter((element) => element.name === 'p' && NOTICES.some((notice) => elementText(element).trim().startsWith(notice))),
  ].sort((a, b) => (b.startIndex ?? 0) - (a.startIndex ?? 0))
  let body = html
  for (const element of cut) body = body.slice(0, element.startIndex ?? 0) + body.slice((element.endIndex ?? -1) + 1)
  return body.trim()
}
