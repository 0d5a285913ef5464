// The fuzz of every collection's REST create and update (tests/int/fuzz/fuzzSuite.ts); see
// collections.test.ts for the other parts.
import { defineFuzz } from './fuzzSuite'

defineFuzz(['REST create', 'REST update'])
