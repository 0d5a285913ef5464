export { freePort } from '../../src/server/net/ports.mjs'
