// Loaded with `node --import` by the commands that run the app's TypeScript outside Next (the
// Payload CLI, tsx scripts): there `import 'server-only'` would throw, as Next's bundler is what
// tells server from client. It resolves to the package's empty server build instead.
import { register } from 'node:module'

register('./outside-next-loader.mjs', import.meta.url)
