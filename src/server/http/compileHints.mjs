// @ts-check
/*
 * The framework's scripts compile off the main thread.
 *
 * A public page starts its app on the reader's first input (deferredApp.mjs). At that moment one
 * task evaluated Next's framework chunks (React DOM, the router, Turbopack's runtime): 140–150 ms at
 * 4× CPU, most of it V8 compiling React DOM's functions lazily, one by one, as they first ran.
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a file's first line, Chromium 136+)
 * compiles every function of the file eagerly while the script streams in, on a background thread,
 * so the first input's task only runs code: about 65 ms (bench/README.md). Other browsers ignore
 * the comment.
 *
 * Only the chunks every page loads at its start get it (the build manifest's rootMainFiles): eager
 * compilation of a chunk whose functions mostly never run (the admin's) would cost more than it saves.
 * All of them, small ones too: with React DOM and the router alone the task was 85 ms, not 65.
 * Applied after `next build`, to the files as built; the chunk names stay (the same build always
 * gives the same bytes).
 */
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * A script with the compile hint as its first line (once).
 * @param {string} source
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/**
 * Adds the hint to the framework chunks of a build in `distDir` (.next); returns their paths.
 * @param {string} distDir
 */
export function hintFrameworkChunks(distDir) {
  /** @type {{ rootMainFiles?: string[] }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files = (manifest.rootMainFiles ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(distDir, file))
  for (const file of files) fs.writeFileSync(file, withCompileHint(fs.readFileSync(file, 'utf8')))
  return files
}
