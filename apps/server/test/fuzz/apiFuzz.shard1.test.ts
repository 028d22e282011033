// Half of the API fuzz suite (issue 14); see apiFuzzSuite.ts.
import { describeApiFuzz } from './apiFuzzSuite.js';

await describeApiFuzz(0, 2);
