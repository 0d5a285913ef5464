/**
 * Sentences that state a checkable fact (a statistic, a percentage, an amount of money, a year, a
 * quotation) without a link to where it comes from: a reader, and a search engine, trusts a claim
 * with a source. Deterministic; English and Hungarian.
 */
import type { ClaimKind, UnsourcedClaim } from '@/shared/analysis'
import type { Language } from '@/shared/language'

import { readArticle } from './text'

const NUMBER = String.raw`\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?`

const PATTERNS: Record<ClaimKind, Record<Language, RegExp>> = {
  percentage: {
    en: new RegExp(String.raw`${NUMBER}\s?(?:%|per\s?cent\b|percent\b)`, 'i'),
    hu: new RegExp(String.raw`${NUMBER}\s?(?:%|százal[ée]k)`, 'i'),
  },
  money: {
    en: new RegExp(String.raw`[$€£¥]\s?${NUMBER}|${NUMBER}\s?(?:USD|EUR|GBP|HUF|dollars?|euros?|pounds?)\b`, 'i'),
    hu: new RegExp(String.raw`[$€£]\s?${NUMBER}|${NUMBER}\s?(?:Ft\b|forint|HUF|EUR|USD|eur[oó]|dollár)`, 'i'),
  },
  statistic: {
    en: new RegExp(String.raw`${NUMBER}\s?(?:million|billion|trillion|thousand)\b|\b\d+\s(?:out\sof|in)\s(?:every\s)?\d+\b|\b\d+(?:[.,]\d+)?\s?times\s(?:more|less|as|faster|slower|higher|lower)\b`, 'i'),
    hu: new RegExp(String.raw`${NUMBER}\s?(?:millió|milliárd|ezer)|\b\d+\s?-?(?:ből|ból)\s\d+\b|\b\d+(?:[.,]\d+)?[\s-]?szer(?:es)?\b`, 'i'),
  },
  year: {
    en: /\b(?:1[5-9]\d{2}|20\d{2})\b/,
    hu: /\b(?:1[5-9]\d{2}|20\d{2})\b/,
  },
  quotation: {
    en: /["“„«][^"”“»]{20,}["”“»]/,
    hu: /["“„«»][^"”“»«]{20,}["”“»«]/,
  },
}

const KINDS = Object.keys(PATTERNS) as ClaimKind[]

/** The article's unsourced claims, in reading order (headings are not claims). */
export function unsourcedClaims(html: string, language: Language): UnsourcedClaim[] {
  const claims: UnsourcedClaim[] = []
  for (const block of readArticle(html).blocks) {
    if (block.kind !== 'paragraph') continue
    for (const sentence of block.sentences) {
      const kinds = KINDS.filter((kind) => PATTERNS[kind][language].test(sentence))
      if (!kinds.length) continue
      const linked = block.linkTexts.some((link) => sentence.includes(link))
      if (!linked) claims.push({ sentence, kinds })
    }
  }
  return claims
}
