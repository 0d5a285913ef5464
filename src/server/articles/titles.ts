import 'server-only'

import { z } from 'zod'

import { LANGUAGES, type Language } from '@/shared/language'
import { generateWithFallback, textProviders } from '../ai'
import { demoTitles } from '../ai/demo'
import { AppError } from '../errors'
import { detectLanguage } from '../content/language'
import { fallbackTitles, normaliseTitles } from '../content/titles'
import { TITLES_SYSTEM, titlesPrompt } from './prompts'

/** POST /api/ai/titles input. */
export const titlesRequestSchema = z.object({
  keyword: z.string().trim().min(1, 'Please enter a keyword!').max(100),
  language: z.enum(LANGUAGES).optional(),
})

export type TitlesResult = { titles: string[]; fallback: boolean; provider?: string }

/**
 * Ten SEO titles for a keyword. Titles the model gets wrong (too long, keyword missing) are
 * dropped and topped up from the templates; if every provider fails, the templates answer alone.
 */
export async function generateTitles(keyword: string, language?: Language): Promise<TitlesResult> {
  const lang = language ?? detectLanguage(keyword)
  try {
    const { text, provider } = await generateWithFallback(
      { system: TITLES_SYSTEM, prompt: titlesPrompt(keyword, lang), maxTokens: 800, temperature: 0.9 },
      textProviders(() => demoTitles({ keyword, language: lang })),
    )
    const titles = normaliseTitles(text, keyword)
    const topUp = fallbackTitles(keyword, lang).filter((t) => !titles.includes(t))
    return { titles: [...titles, ...topUp].slice(0, 10), fallback: titles.length === 0, provider }
  } catch (error) {
    if (error instanceof AppError && error.code === 'AI_NOT_CONFIGURED') throw error
    return { titles: fallbackTitles(keyword, lang), fallback: true }
  }
}
