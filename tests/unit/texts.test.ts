import fs from 'node:fs'
import path from 'node:path'

import en from '../../messages/en.json' with { type: 'json' }
import hu from '../../messages/hu.json' with { type: 'json' }
import { SHELL_NAMESPACES } from '@/i18n/ClientMessages'
import { fillPlaceholders } from '@/i18n/texts'

/** Every file under src that reads its texts through src/i18n/texts.tsx, and the groups it names. */
function liteNamespaces(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8')
        if (!/from '@\/i18n\/texts'/.test(source)) continue
        found.set(path.relative(process.cwd(), file), [...source.matchAll(/useTranslations\('(\w+)'\)/g)].map((m) => m[1]!))
      }
    }
  }
  walk(path.join(process.cwd(), 'src'))
  return found
}

/** Texts that need more than `{name}`: ICU arguments with a type (plural, select, number…) or rich tags. */
function beyondPlaceholders(group: unknown, prefix: string): string[] {
  if (typeof group === 'string') return /\{\s*\w+\s*,|<\w+>/.test(group) ? [prefix] : []
  return Object.entries(group as object).flatMap(([key, value]) => beyondPlaceholders(value, `${prefix}.${key}`))
}

describe('client texts without next-intl (src/i18n/texts.tsx)', () => {
  it('fills placeholders, numbers in the locale’s digits, and leaves an unknown one as it is', () => {
    expect(fillPlaceholders('Welcome, {email}', { email: 'a@b.hu' }, 'en')).toBe('Welcome, a@b.hu')
    expect(fillPlaceholders('{usage} of {limit}', { usage: 1234, limit: 50 }, 'en')).toBe('1,234 of 50')
    expect(fillPlaceholders('{usage} / {limit}', { usage: 1234, limit: 50 }, 'hu')).toBe('1234 / 50')
    expect(fillPlaceholders('{usage} / {limit}', { usage: 12345 }, 'hu')).toBe('12\u00a0345 / {limit}')
    expect(fillPlaceholders('No values {x}', undefined, 'en')).toBe('No values {x}')
  })

  it('every group read that way has only {name} placeholders, in both languages', () => {
    const files = liteNamespaces()
    expect(files.size).toBeGreaterThan(10)
    const groups = new Set([...SHELL_NAMESPACES, 'auth', 'errors', ...[...files.values()].flat()])
    for (const group of groups) {
      for (const [language, catalog] of [['en', en], ['hu', hu]] as const) {
        const messages = (catalog as Record<string, unknown>)[group]
        expect([language, group, messages === undefined]).toEqual([language, group, false])
        expect([language, group, beyondPlaceholders(messages, group)]).toEqual([language, group, []])
      }
    }
  })

  it('would catch a plural or a rich text', () => {
    expect(beyondPlaceholders({ a: '{count, plural, one {# post} other {# posts}}', b: 'Read <b>this</b>', c: 'Hi {name}' }, 'x')).toEqual(['x.a', 'x.b'])
  })
})
