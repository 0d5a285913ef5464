// The fuzz of the collections' own endpoints and Payload's built-in ones (tests/int/fuzz/fuzzSuite.ts);
// restWrites.test.ts has the collections' REST create and update, endpoints.test.ts our root
// endpoints: three processes, so the longest no longer sets the integration suite's time.
import { defineFuzz } from './fuzzSuite'

defineFuzz(['collection endpoints', 'Payload built-in endpoints'])
