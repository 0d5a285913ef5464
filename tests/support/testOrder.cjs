// Jest's usual order (slowest known first), except that the serial event-loop file runs before the
// account-timing file: that one leaves password hashes queued on the thread pool after its last
// answer, and their work would be measured as the server's (CI #9).
//
// A file's time is Jest's own record of its last run on this machine or, on a fresh clone (no
// record yet), its time in tests/TIMINGS.md: Jest would otherwise order by file size, and the
// fuzz files are five lines that run for minutes, so they started last and one worker waited
// for them at the end.
const fs = require('node:fs')
const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const FIRST = 'serial/eventLoop.test.ts'

/** Seconds per file (relative path) from the committed table; empty when it is missing. */
function committedTimes(rootDir) {
  const times = new Map()
  let text = ''
  try {
    text = fs.readFileSync(path.join(rootDir, 'tests/TIMINGS.md'), 'utf8')
  } catch {
    return times
  }
  for (const [, file, seconds] of text.matchAll(/^\| (tests\/\S+) \| ([\d.]+) \|$/gm)) times.set(file, Number(seconds))
  return times
}

class TestOrder extends Sequencer {
  committed = null

  time(test) {
    const known = super.time(test)
    if (known != null) return known
    const { rootDir } = test.context.config
    this.committed ??= committedTimes(rootDir)
    const seconds = this.committed.get(path.relative(rootDir, test.path))
    return seconds == null ? undefined : seconds * 1000
  }

  async sort(tests) {
    const sorted = await super.sort(tests)
    return [...sorted.filter((t) => t.path.endsWith(FIRST)), ...sorted.filter((t) => !t.path.endsWith(FIRST))]
  }
}

module.exports = TestOrder
