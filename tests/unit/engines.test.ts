/**
 * Issue 39, item 2: the Node the project runs on is one every installed package supports. Node 20
 * left support in April 2026 and openai, @google/genai and sanitize-html (its security fixes
 * included) need 22, so the project runs on Node 22: the `node` devDependency brings it to a
 * machine that has an older one, and every npm script runs on it.
 */
import fs from 'node:fs'
import path from 'node:path'

import semver from 'semver'

type Lock = { packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }> }

const root = process.cwd()
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> }
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock

it("runs on a Node the project's engines allow", () => {
  expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true)
})

it('the Node it brings satisfies its own engines', () => {
  expect(semver.satisfies(semver.minVersion(pkg.devDependencies.node)!, pkg.engines.node)).toBe(true)
})

it("no installed package's engines exclude the running Node", () => {
  const excluded = Object.entries(lock.packages)
    .filter(([where]) => where && fs.existsSync(path.join(root, where)))
    .flatMap(([where, { version, engines }]) => {
      const node = engines && !Array.isArray(engines) ? engines.node : undefined
      return node && !semver.satisfies(process.version, node) ? [`${where}@${version} needs node ${node}`] : []
    })
  expect(excluded).toEqual([])
})
