import 'server-only'

import { DomUtils, parseDocument } from 'htmlparser2'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'

import type { Article, Media } from '@/payload-types'
import { escapeHtml } from '@/shared/text'
import { fontFiles } from '../content/fonts'
import { elementsByTag, parseHtml } from '../content/html'
import { sanitizeArticleHtml } from '../content/sanitize'
import { readMediaFile } from '../storage/mediaFiles'

type Node = ReturnType<typeof parseDocument>['children'][number]
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** SPEC 9: the title lower-cased, every character other than a–z and 0–9 a hyphen, plus the extension. */
export function exportFileName(title: string, extension: 'html' | 'pdf'): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]/g, '-') || 'article'
  return `${base}.${extension}`
}

/** The featured image as the file carries it: the bytes, their type and the alt text. */
export type ExportImage = { data: Buffer; mimeType: string; alt: string }

export type ExportableArticle = {
  title: string
  content: string
  seo?: { metaDescription?: string | null } | null
  language?: string | null
  image?: ExportImage | null
}

/**
 * An article (read at depth 1, its image with it) as an export holds it: the content sanitized again
 * (so no older row can carry script) and the featured image's file, which the export embeds (issue 39).
 */
export async function exportableArticle(article: Article): Promise<ExportableArticle> {
  const media = article.image && typeof article.image === 'object' ? (article.image as Media) : null
  const data = media?.filename ? await readMediaFile(media).catch(() => null) : null
  return {
    title: article.title,
    content: sanitizeArticleHtml(article.content ?? ''),
    seo: article.seo,
    language: article.language,
    image: data && media ? { data, mimeType: media.mimeType ?? 'image/webp', alt: media.alt ?? '' } : null,
  }
}

/** The content with the featured image after its H1 (at the top when there is none). */
function withFeaturedImage(content: string, image: ExportImage | null | undefined): string {
  if (!image) return content
  const figure = `<figure><img src="data:${image.mimeType};base64,${image.data.toString('base64')}" alt="${escapeHtml(image.alt)}"></figure>`
  const h1 = elementsByTag(parseHtml(content), 'h1')[0]
  const at = h1 ? (h1.endIndex ?? -1) + 1 : 0
  return `${content.slice(0, at)}\n${figure}\n${content.slice(at)}`
}

/** A standalone HTML document: opens in any browser, pastes into any CMS. */
export function articleHtmlDocument(article: ExportableArticle): string {
  const description = article.seo?.metaDescription ? `\n<meta name="description" content="${escapeHtml(article.seo.metaDescription)}">` : ''
  return `<!doctype html>
<html lang="${article.language === 'hu' ? 'hu' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(article.title)}</title>${description}
<style>body{font-family:Georgia,serif;max-width:720px;margin:40px auto;padding:0 16px;line-height:1.6;color:#1e293b}figure{margin:24px 0}img{max-width:100%;height:auto;border-radius:8px}h1,h2,h3{font-family:Arial,sans-serif;color:#0f172a}a{color:#4338ca}blockquote{border-left:4px solid #c7d2fe;margin:16px 0;padding-left:16px;color:#475569}</style>
</head>
<body>
${withFeaturedImage(article.content, article.image)}
</body>
</html>
`
}

const HEADING_SIZE: Record<string, number> = { h1: 22, h2: 17, h3: 14, h4: 12, h5: 11, h6: 11 }

type Run = { text: string; bold: boolean; italic: boolean; link?: string }

function runsOf(nodes: Node[], style: Omit<Run, 'text'> = { bold: false, italic: false }): Run[] {
  const runs: Run[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = (node as { data: string }).data.replace(/\s+/g, ' ')
      if (text) runs.push({ text, ...style })
    } else if ('name' in node) {
      const el = node as Element
      if (el.name === 'br') runs.push({ text: '\n', ...style })
      else
        runs.push(
          ...runsOf(el.children as Node[], {
            bold: style.bold || el.name === 'strong' || el.name === 'b',
            italic: style.italic || el.name === 'em' || el.name === 'i',
            link: el.name === 'a' && el.attribs.href ? el.attribs.href : style.link,
          }),
        )
    }
  }
  return runs
}

function writeRuns(doc: PDFKit.PDFDocument, runs: Run[], options: { size: number; indent?: number; baseBold?: boolean }) {
  const cleaned = runs.filter((r) => r.text.trim() || r.text === ' ')
  if (!cleaned.length) return
  cleaned[0] = { ...cleaned[0]!, text: cleaned[0]!.text.replace(/^\s+/, '') }
  cleaned.forEach((run, index) => {
    const bold = run.bold || options.baseBold
    doc.font(bold && run.italic ? 'boldItalic' : bold ? 'bold' : run.italic ? 'italic' : 'regular').fontSize(options.size)
    doc.fillColor(run.link ? '#4338ca' : '#1e293b')
    doc.text(run.text, {
      continued: index < cleaned.length - 1,
      link: run.link ?? null,
      underline: Boolean(run.link),
      indent: index === 0 ? (options.indent ?? 0) : 0,
      lineGap: 2,
    })
  })
}

function writeBlocks(doc: PDFKit.PDFDocument, nodes: Node[]) {
  for (const node of nodes) {
    if (!('name' in node)) {
      const text = node.type === 'text' ? (node as { data: string }).data.trim() : ''
      if (text) writeRuns(doc, [{ text, bold: false, italic: false }], { size: 11 })
      continue
    }
    const el = node as Element
    const children = el.children as Node[]
    if (HEADING_SIZE[el.name]) {
      doc.moveDown(0.6)
      writeRuns(doc, runsOf(children), { size: HEADING_SIZE[el.name]!, baseBold: true })
      doc.moveDown(0.3)
    } else if (el.name === 'p' || el.name === 'blockquote') {
      writeRuns(doc, runsOf(children, { bold: false, italic: el.name === 'blockquote' }), { size: 11, indent: el.name === 'blockquote' ? 18 : 0 })
      doc.moveDown(0.5)
    } else if (el.name === 'ul' || el.name === 'ol') {
      let number = 0
      for (const item of children) {
        if (!('name' in item) || (item as Element).name !== 'li') continue
        number++
        const marker = el.name === 'ol' ? `${number}. ` : '• '
        writeRuns(doc, [{ text: marker, bold: false, italic: false }, ...runsOf((item as Element).children as Node[])], { size: 11, indent: 14 })
      }
      doc.moveDown(0.5)
    } else {
      writeBlocks(doc, children)
    }
  }
}

/** A real PDF with selectable text: headings, paragraphs, lists and clickable links. */
export function articlePdf(article: ExportableArticle): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // pdfkit reads every info entry it is given (an undefined Subject throws), so only present ones go in.
    const info = { Title: article.title, ...(article.seo?.metaDescription ? { Subject: article.seo.metaDescription } : {}) }
    const doc = new PDFDocument({ size: 'A4', margin: 56, info })
    for (const [name, file] of Object.entries(fontFiles())) doc.registerFont(name, file)
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    void pdfImage(article.image)
      .then((image) => {
        const blocks = parseDocument(article.content).children as Node[]
        const h1 = blocks.findIndex((node) => 'name' in node && (node as Element).name === 'h1')
        writeBlocks(doc, blocks.slice(0, h1 + 1))
        if (image) drawImage(doc, image)
        writeBlocks(doc, blocks.slice(h1 + 1))
        doc.end()
      })
      .catch(reject)
  })
}

/** pdfkit draws JPEG and PNG only: the image (WebP as we store it) becomes a JPEG of print width. */
async function pdfImage(image: ExportImage | null | undefined): Promise<{ data: Buffer; alt: string } | null> {
  if (!image) return null
  const data = await sharp(image.data).resize({ width: 1200, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer().catch(() => null)
  return data ? { data, alt: image.alt } : null
}

/** The featured image across the text column, its alt text below in small italics. */
function drawImage(doc: PDFKit.PDFDocument, image: { data: Buffer; alt: string }) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  doc.moveDown(0.4)
  doc.image(image.data, doc.page.margins.left, doc.y, { fit: [width, 300], align: 'center' })
  if (image.alt) doc.font('italic').fontSize(9).fillColor('#64748b').text(image.alt, { align: 'center' })
  doc.moveDown(0.6)
}
