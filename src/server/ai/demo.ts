import { capitaliseFirst } from '@/shared/text'
import { fallbackTitles } from '../content/titles'
import type { AiProvider } from './types'
import type { Language } from '@/shared/language'

/** The demo writer's input for an article: what a real model would read from the prompt. */
export type DemoArticleTask = { title: string; keyword: string; language: Language }

const SECTIONS = {
  en: [
    ['Why {k} matters', 'Understanding {k} helps you make better decisions, save time and avoid the most common mistakes. Readers who search for {k} want clear answers, practical steps and examples they can use today.'],
    ['Getting started with {k}', 'Begin with a clear goal and a simple plan. Write down what success looks like, list the tools you already have, and pick one small step you can finish this week.'],
    ['Common mistakes to avoid', 'Most people rush, copy others without context, or measure the wrong thing. Slow down, test one change at a time, and keep notes so you can see what really works.'],
    ['Practical tips that work', 'Focus on consistency over intensity. Review your results every week, keep what works, and drop what does not. Small, steady improvements add up faster than you expect.'],
    ['Measuring your progress', 'Choose two or three numbers that reflect your goal and track them in one place. Compare each month with the previous one and adjust your plan when the numbers stall.'],
  ],
  hu: [
    ['Miért fontos a(z) {k}', 'A(z) {k} megértése segít jobb döntéseket hozni, időt spórolni és elkerülni a gyakori hibákat. Aki erre keres, világos válaszokat és azonnal használható lépéseket szeretne.'],
    ['Első lépések', 'Kezdd egy világos céllal és egy egyszerű tervvel. Írd le, mit jelent a siker, gyűjtsd össze a meglévő eszközeidet, és válassz egy kis lépést, amelyet még ezen a héten elvégzel.'],
    ['Gyakori hibák', 'Sokan elsietik, mások megoldásait másolják, vagy rossz dolgot mérnek. Lassíts, egyszerre csak egy dolgot változtass, és jegyzetelj, hogy lásd, mi működik valóban.'],
    ['Bevált tippek', 'A rendszeresség többet ér az intenzitásnál. Hetente nézd át az eredményeidet, tartsd meg, ami működik, és hagyd el, ami nem. A kis, folyamatos javulás gyorsabban összeadódik, mint gondolnád.'],
    ['Az előrehaladás mérése', 'Válassz két-három számot, amelyek a célodat tükrözik, és kövesd őket egy helyen. Hasonlítsd össze a hónapokat, és módosíts a terven, ha a számok megakadnak.'],
  ],
}

export function demoArticle(task: DemoArticleTask): string {
  const k = task.keyword
  const hu = task.language === 'hu'
  const meta = hu
    ? `Gyakorlati útmutató: ${k} lépésről lépésre, tippekkel, gyakori hibákkal és méréssel, hogy gyorsabban érj el eredményt.`
    : `A practical guide to ${k}: clear steps, proven tips, common mistakes to avoid and how to measure your progress.`
  const seo = JSON.stringify({ title: task.title, metaDescription: meta.slice(0, 160), focusKeyword: k })
  const parts = [`<!--SEO ${seo}-->`, `<h1>${task.title}</h1>`]
  parts.push(
    hu
      ? `<p>Ez a cikk a(z) ${k} témáját járja körül: mit érdemes tudni, hogyan kezdj hozzá, és mire figyelj, hogy valódi eredményt érj el.</p>`
      : `<p>This article explains ${k}: what you need to know, how to get started, and what to watch so that you get real results.</p>`,
  )
  for (const [heading, text] of SECTIONS[task.language]) {
    const h = heading!.replaceAll('{k}', k)
    const body = text!.replaceAll('{k}', k)
    parts.push(`<h2>${capitaliseFirst(h)}</h2>`, `<p>${body}</p>`, `<p>${body}</p>`)
    parts.push(
      hu
        ? `<ul><li>Tűzz ki egy mérhető célt.</li><li>Haladj kis lépésekben.</li><li>Mérd az eredményt, és tanulj belőle.</li></ul>`
        : `<ul><li>Set one measurable goal.</li><li>Move in small steps.</li><li>Measure the result and learn from it.</li></ul>`,
    )
    parts.push(`<h3>${hu ? 'Röviden' : 'In short'}</h3>`, `<p>${body}</p>`)
  }
  parts.push(
    `<h2>${hu ? 'Összegzés' : 'Conclusion'}</h2>`,
    hu
      ? `<p>A(z) ${k} nem bonyolult, ha lépésről lépésre haladsz. Kezdd kicsiben, mérd az eredményt, és építs arra, ami működik.</p>`
      : `<p>${capitaliseFirst(k)} is not complicated when you take it step by step. Start small, measure the result and build on what works.</p>`,
    hu
      ? '<p><em>Demo cikk: offline, mesterséges intelligencia nélkül készült. Valódi cikkekhez állítsd be az OPENAI_API_KEY vagy GEMINI_API_KEY változót.</em></p>'
      : '<p><em>Demo article: written offline, without an AI model. Set OPENAI_API_KEY or GEMINI_API_KEY for real articles.</em></p>',
  )
  return parts.join('\n')
}

/** The demo writer's ten titles: the same grammatical templates the app falls back to. */
export function demoTitles(task: { keyword: string; language: Language }): string {
  return fallbackTitles(task.keyword, task.language)
    .map((title, index) => `${index + 1}. ${title}`)
    .join('\n')
}

/**
 * With no AI provider configured outside production: a clearly labelled writer that answers the
 * text its caller built for this request (demoArticle, demoTitles, a tool's own), streamed in
 * pieces so every screen behaves as with a model.
 */
export function demoProvider(write: () => string): AiProvider {
  return {
    name: 'demo',
    model: 'offline-demo',
    async generate() {
      return write()
    },
    async *stream(request) {
      for (const piece of write().match(/[^\n]+\n?/g) ?? []) {
        if (request.signal?.aborted) return
        await new Promise((r) => setTimeout(r, 20))
        yield piece
      }
    },
  }
}
