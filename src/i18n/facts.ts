import { LOCK_MINUTES } from '@/shared/accountRules'
import { FREE_MONTHS_PER_YEAR, PLANS } from '@/shared/plans'
import { MAX_IMAGE_MB } from '@/shared/uploads'

/**
 * The numbers the texts quote (limits, prices, the lockout, the image size), from their one source.
 * Catalogs write them as `{freeLimit}`; they are filled in when the messages load, so a changed
 * limit reaches every screen, meta description and FAQ without touching a text or a component.
 */
export const MESSAGE_FACTS: Record<string, string> = {
  freeLimit: String(PLANS.free.monthlyLimit),
  proLimit: String(PLANS.basic.monthlyLimit),
  proPrice: String(PLANS.basic.priceMonthly),
  plusPrice: String(PLANS['blog-master'].priceMonthly),
  freeMonths: String(FREE_MONTHS_PER_YEAR),
  lockMinutes: String(LOCK_MINUTES),
  maxImageMb: String(MAX_IMAGE_MB),
}

const FACT = new RegExp(`\\{(${Object.keys(MESSAGE_FACTS).join('|')})\\}`, 'g')

type Messages = { [key: string]: string | Messages }

export function withFacts<T extends Messages>(messages: T): T {
  const fill = (value: string | Messages): string | Messages =>
    typeof value === 'string' ? value.replace(FACT, (_, name: string) => MESSAGE_FACTS[name]!) : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]))
  return fill(messages) as T
}
