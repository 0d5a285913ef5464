// The fuzz of our root endpoints (tests/int/fuzz/fuzzSuite.ts); collections.test.ts and
// restWrites.test.ts have the rest, each in a process of its own beside the others.
import { defineFuzz } from './fuzzSuite'

defineFuzz(['root endpoints'])
