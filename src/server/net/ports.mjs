// Plain JavaScript so the Node scripts (scripts/, bench/) share it with the app and the tests.
import net from 'node:net'

/**
 * Whether nothing listens on the loopback port (bound exclusively for a moment to find out).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * A loopback port the system has just handed out as free.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => resolve(address.port))
    })
  })
}
