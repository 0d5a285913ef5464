import { generateWithFallback } from '../ai'
import { AppError } from '../errors'
import { detectLanguage } from '../content/language'
import { fallbackTitles, normaliseTitles } from '../content/titles'
import { TITLES_SYSTEM, titlesPrompt } from './prompts'
import type { Language } from './types'

export type TitlesResult = { titles: string[]; fallback: boolean; provider?: string }

/**
 * Ten SEO titles for a keyword. Titles the model gets wrong (too long, keyword missing) are
 * dropped and topped up from the templates; if every provider fails, the templates answer alone.
 */
export async function generateTitles(keyword: string, language?: Language): Promise<TitlesResult> {
  const lang = language ?? detectLanguage(keyword)
  try {
    const { text, provider } = await generateWithFallback({
      system: TITLES_SYSTEM,
      prompt: titlesPrompt(keyword, lang),
      maxTokens: 800,
      temperature: 0.9,
      task: { kind: 'titles', keyword, language: lang },
    })
    const titles = normaliseTitles(text, keyword)
    const topUp = fallbackTitles(keyword, lang).filter((t) => !titles.includes(t))
    return { titles: [...titles, ...topUp].slice(0, 10), fallback: titles.length === 0, provider }
  } catch (error) {
    if (error instanceof AppError && error.code === 'AI_NOT_CONFIGURED') throw error
    return { titles: fallbackTitles(keyword, lang), fallback: true }
  }
}
