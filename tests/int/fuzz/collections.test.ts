// The fuzz of the collections' endpoints, their REST create and update, and Payload's built-in
// endpoints (tests/int/fuzz/fuzzSuite.ts); endpoints.test.ts has our root endpoints.
import { defineFuzz } from './fuzzSuite'

defineFuzz(['collection endpoints', 'REST create', 'REST update', 'Payload built-in endpoints'])
