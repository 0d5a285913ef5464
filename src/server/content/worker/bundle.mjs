// Bundles the content worker (./entry.ts and everything it imports) into one ES module that a plain
// worker thread can load: the app's TypeScript runs inside Next's bundles or Jest, which a worker
// thread cannot reach. `npm run build` writes it beside the build (PRODUCTION_BUNDLE); development
// and tests bundle it on first use into node_modules/.cache, named by its content.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// From the working directory, not import.meta.url: inside Next's bundles this file has no place of its own.
const root = process.cwd()
const entry = path.join(root, 'src', 'server', 'content', 'worker', 'entry.ts')

export const PRODUCTION_BUNDLE = path.join(root, '.next', 'workers', 'content.mjs')

/** The bundle's code, or writes it to `outfile`. */
export async function bundleContentWorker(outfile) {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    tsconfig: path.join(root, 'tsconfig.json'),
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    alias: { 'server-only': path.join(root, 'node_modules/server-only/empty.js') },
  })
  const code = result.outputFiles[0].contents
  if (outfile) {
    fs.mkdirSync(path.dirname(outfile), { recursive: true })
    fs.writeFileSync(outfile, code)
  }
  return code
}

/** Development and tests: the bundle of the current sources, written once per distinct content. */
export async function developmentBundle() {
  const code = await bundleContentWorker()
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)
  const file = path.join(root, 'node_modules', '.cache', 'seo-writer', `content-worker-${hash}.mjs`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.tmp`
    fs.writeFileSync(partial, code)
    fs.renameSync(partial, file)
  }
  return file
}
