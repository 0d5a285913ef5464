// The fuzz of our root endpoints (tests/int/fuzz/fuzzSuite.ts); collections.test.ts has the rest,
// so the two Jest workers share it.
import { defineFuzz } from './fuzzSuite'

defineFuzz(['root endpoints'])
