/**
 * The layers of the code (README, Architecture): what may import what. Read from the sources, so a
 * new file is checked the day it is added. `next build` also fails when a client module reaches a
 * module that imports 'server-only'; this test says which import did it, before a build.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const SOURCE_DIRS = ['src', 'collections', 'plugins', 'globals']
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

const FILES = SOURCE_DIRS.flatMap((dir) => (fs.existsSync(path.join(ROOT, dir)) ? sourceFiles(path.join(ROOT, dir)) : []))
const rel = (file: string) => path.relative(ROOT, file)
const read = (file: string) => fs.readFileSync(file, 'utf8')

function resolve(specifier: string, from: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2))
  else if (specifier === '@payload-config') base = path.join(ROOT, 'payload.config')
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Every module a file imports (type-only imports included: a client file should not even name server types). */
function importsOf(file: string): string[] {
  const specifiers = [...read(file).matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3]!,
  )
  return specifiers.flatMap((specifier) => resolve(specifier, file) ?? [])
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(read(file))
/** Server actions: a client module gets a reference to call, none of their code. */
const isServerAction = (file: string) => /^\s*['"]use server['"]/.test(read(file))
const isServerOnly = (file: string) => /^import 'server-only'/m.test(read(file))
const under = (file: string, dir: string) => rel(file).startsWith(`${dir}/`)

describe('layers and boundaries', () => {
  it('client components reach no src/server module and nothing marked server-only', () => {
    const problems: string[] = []
    for (const start of FILES.filter(isClient)) {
      const seen = new Set<string>()
      const walk = (file: string, chain: string[]) => {
        if (seen.has(file) || isServerAction(file)) return
        seen.add(file)
        if (under(file, 'src/server') || isServerOnly(file)) return void problems.push([...chain, rel(file)].join(' → '))
        for (const next of importsOf(file)) walk(next, [...chain, rel(file)])
      }
      walk(start, [])
    }
    expect(problems).toEqual([])
  })

  it('src/server modules that touch the database, secrets or providers say so with server-only', () => {
    const touches = /from '(payload|@payload-config|openai|@google\/genai|stripe|nodemailer|@payloadcms\/[^']+)'|from '\.{1,2}\/(?:\.\.\/)*env'|from '@\/server\/env'/
    const unmarked = FILES.filter((file) => under(file, 'src/server') && !file.endsWith('.mjs'))
      .filter((file) => /^import (?!type)/m.test(read(file)) && read(file).split('\n').some((line) => line.startsWith('import ') && !line.startsWith('import type') && touches.test(line)))
      .filter((file) => !isServerOnly(file))
      .map(rel)
    expect(unmarked).toEqual([])
  })

  it('src/shared is plain: it imports nothing but itself and the generated types', () => {
    const outside = FILES.filter((file) => under(file, 'src/shared'))
      .flatMap((file) => importsOf(file).filter((target) => !under(target, 'src/shared') && rel(target) !== 'src/payload-types.ts').map((target) => `${rel(file)} → ${rel(target)}`))
    expect(outside).toEqual([])
  })

  it('services never import collections; collections never import endpoints (they are wired in payload.config.ts)', () => {
    const wrong = FILES.flatMap((file) =>
      importsOf(file)
        .filter((target) => (under(file, 'src/server') && under(target, 'collections')) || (under(file, 'collections') && under(target, 'src/endpoints')))
        .map((target) => `${rel(file)} → ${rel(target)}`),
    )
    expect(wrong).toEqual([])
  })

  it('pages read data through src/server query functions, not Payload directly', () => {
    const direct = FILES.filter((file) => under(file, 'src/app') && !rel(file).startsWith('src/app/(payload)/'))
      .filter((file) => /from '(payload|@payload-config)'/.test(read(file)) && /getPayload|payload\.(find|findByID|count)/.test(read(file)))
      .map(rel)
    expect(direct).toEqual([])
  })

  it('what next.config.ts loads uses relative imports (its loader does not resolve the @/ alias)', () => {
    const aliased: string[] = []
    const seen = new Set<string>()
    const walk = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const match of read(file).matchAll(/^import (?!type)[^'"]*['"](@\/[^'"]+)['"]/gm)) aliased.push(`${rel(file)} → ${match[1]}`)
      for (const next of importsOf(file)) walk(next)
    }
    walk(path.join(ROOT, 'next.config.ts'))
    expect(aliased).toEqual([])
  })
})
