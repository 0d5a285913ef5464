// Jest's usual order (slowest known first), except that the serial event-loop file runs before the
// account-timing file: that one leaves password hashes queued on the thread pool after its last
// answer, and their work would be measured as the server's (CI #9).
const Sequencer = require('@jest/test-sequencer').default

const FIRST = 'serial/eventLoop.test.ts'

class TestOrder extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests)
    return [...sorted.filter((t) => t.path.endsWith(FIRST)), ...sorted.filter((t) => !t.path.endsWith(FIRST))]
  }
}

module.exports = TestOrder
