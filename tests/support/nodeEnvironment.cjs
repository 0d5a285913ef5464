// Jest's node environment, with the test file's global object made as Node makes a new realm's own
// (vm.constants.DONT_CONTEXTIFY) instead of Jest 30's default: a Proxy (its globals clean-up) behind
// Node's contextified global. There every read of a global (`Object`, `Symbol`, `Promise`) went
// through the Proxy's trap and Node's interceptor: drizzle-orm's `is()`, which reads `Object` on
// every query part, ran 13 times slower than in plain Node (1.48 s against 0.11 s for 2 million
// checks), and Payload's queries with it. Each test file still gets a realm of its own, dropped
// with the file, so the clean-up has nothing left to do.
const vm = require('node:vm')
const { TestEnvironment } = require('jest-environment-node')

class PlainGlobalEnvironment extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext
    vm.createContext = () => createContext(vm.constants?.DONT_CONTEXTIFY)
    try {
      super(config, context)
    } finally {
      vm.createContext = createContext
    }
  }
}

module.exports = PlainGlobalEnvironment
