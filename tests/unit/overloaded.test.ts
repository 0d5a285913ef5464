// Issue 39: "Gemini AI service is currently overloaded" on a server that only uses OpenAI. The
// message names the provider that was overloaded (the SPEC's text when it is Gemini), or says
// "the AI service", on the server and in both catalogs.
import en from '../../messages/en.json' with { type: 'json' }
import hu from '../../messages/hu.json' with { type: 'json' }
import { allFailed } from '@/server/ai'
import { ProviderError } from '@/server/ai/types'
import { fillPlaceholders } from '@/i18n/texts'

const overloaded = (provider: 'gemini' | 'openai' | 'demo') => new ProviderError(provider, 'overloaded', 'The engine is currently overloaded', 503)

it('names the overloaded provider in the server message and the details', () => {
  expect(allFailed([overloaded('openai')])).toMatchObject({ code: 'SERVICE_OVERLOADED', message: 'OpenAI service is currently overloaded. Please try again in a few minutes.', details: { provider: 'openai' } })
  expect(allFailed([overloaded('gemini')]).message).toBe('Gemini AI service is currently overloaded. Please try again in a few minutes.')
  expect(allFailed([overloaded('demo')]).message).toBe('The AI service is currently overloaded. Please try again in a few minutes.')
  // The first provider that was busy is the one named, whatever failed after it.
  expect(allFailed([new ProviderError('gemini', 'timeout', 'slow'), overloaded('openai')]).details).toMatchObject({ provider: 'openai' })
})

it('the catalogs say the same in English (the SPEC text for Gemini) and Hungarian', () => {
  const say = (catalog: typeof en, provider: keyof typeof en.errors.overloadedService) =>
    fillPlaceholders(catalog.errors.SERVICE_OVERLOADED, { service: catalog.errors.overloadedService[provider] }, 'en')
  expect(say(en, 'gemini')).toBe('Gemini AI service is currently overloaded. Please try again in a few minutes.')
  expect(say(en, 'openai')).toBe('OpenAI service is currently overloaded. Please try again in a few minutes.')
  expect(say(en, 'other')).toBe('The AI service is currently overloaded. Please try again in a few minutes.')
  expect(say(hu, 'openai')).toBe('Az OpenAI szolgáltatás jelenleg túlterhelt. Próbáld újra néhány perc múlva.')
  expect(say(hu, 'other')).toBe('Az AI szolgáltatás jelenleg túlterhelt. Próbáld újra néhány perc múlva.')
})
