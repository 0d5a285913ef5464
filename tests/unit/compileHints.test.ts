import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { COMPILE_HINT, hintFrameworkChunks, withCompileHint } from '@/server/http/compileHints.mjs'

describe('compile hints: the framework chunks compile while they stream in', () => {
  it('puts the hint as the first line, once, and keeps the script as it was after it', () => {
    const script = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1])\n//# sourceMappingURL=a.js.map'
    const hinted = withCompileHint(script)
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${script}`)
    expect(withCompileHint(hinted)).toBe(hinted)
  })

  it("applies it to the build manifest's rootMainFiles only, and a second pass changes nothing", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
    try {
      fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
      const large = (name: string) => `${name}();`.repeat(1000)
      const files = { 'framework.js': large('react'), 'router.js': large('router'), 'runtime.js': 'runtime()', 'admin.js': large('admin'), 'page.css': 'a{}' }
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, 'static/chunks', name), text)
      const manifest = { rootMainFiles: ['static/chunks/framework.js', 'static/chunks/router.js', 'static/chunks/runtime.js', 'static/chunks/page.css'], polyfillFiles: ['static/chunks/admin.js'] }
      fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest))
      const read = (name: string) => fs.readFileSync(path.join(dist, 'static/chunks', name), 'utf8')

      expect(hintFrameworkChunks(dist).map((file) => path.basename(file))).toEqual(['framework.js', 'router.js', 'runtime.js'])
      hintFrameworkChunks(dist)
      expect(read('framework.js')).toBe(`${COMPILE_HINT}${large('react')}`)
      expect(read('router.js')).toBe(`${COMPILE_HINT}${large('router')}`)
      expect(read('runtime.js')).toBe(`${COMPILE_HINT}runtime()`)
      expect(read('admin.js')).toBe(large('admin'))
      expect(read('page.css')).toBe('a{}')
    } finally {
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })
})
