// Jest starts the slowest test files first, by the per-file times in tests/TIMINGS.md. A fresh clone
// has no Jest cache, and Jest's fallback order (largest file first) put the two fuzz files, five
// lines each and the two longest of the run, last: both workers then waited on their tail.
const fs = require('node:fs')
const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const TIMINGS = path.join(__dirname, '..', 'TIMINGS.md')

/** file (relative to the repository) → seconds, from the table rows `| tests/… | 12.3 |`. */
function recordedSeconds() {
  const seconds = new Map()
  const text = fs.existsSync(TIMINGS) ? fs.readFileSync(TIMINGS, 'utf8') : ''
  for (const match of text.matchAll(/^\| (tests\/\S+) \| ([\d.]+) \|$/gm)) seconds.set(match[1], Number(match[2]))
  return seconds
}

class TimingSequencer extends Sequencer {
  async sort(tests) {
    const jestOrder = await super.sort(tests)
    const seconds = recordedSeconds()
    const root = path.join(__dirname, '..', '..')
    // Files without a recorded time (new ones) keep Jest's order, after the recorded ones.
    const time = (test) => seconds.get(path.relative(root, test.path).split(path.sep).join('/')) ?? -1
    return jestOrder.map((test, index) => ({ test, index, seconds: time(test) })).sort((a, b) => b.seconds - a.seconds || a.index - b.index).map(({ test }) => test)
  }
}

module.exports = TimingSequencer
