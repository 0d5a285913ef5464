// Loaded with `node --import` by the commands that run the app's TypeScript outside Next (the
// Payload CLI, tsx scripts): there `import 'server-only'` would throw, as Next's bundler is what
// tells server from client. It resolves to the package's empty server build instead.
import module from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// On the thread that loads the modules (Node ≥ 22.15): a hook registered with register() runs on
// a thread of its own, and each import of the app waited for a round trip to it (4.5 s of a test
// process's start-up, and of every dynamic import after it). The file is named outright: require()
// (Payload's CLI loads the config through it) does not pass a hook's conditions on.
if (typeof module.registerHooks === 'function') {
  const index = module.createRequire(import.meta.url).resolve('server-only')
  const emptyServerOnly = { url: pathToFileURL(path.join(path.dirname(index), 'empty.js')).href, shortCircuit: true }
  module.registerHooks({ resolve: (specifier, context, nextResolve) => (specifier === 'server-only' ? emptyServerOnly : nextResolve(specifier, context)) })
} else {
  module.register('./outside-next-loader.mjs', import.meta.url)
}
