import { afterEach } from 'vitest';
import { describeOpenPages } from './failure-report.ts';

/**
 * Set-up file of the browser tests: when a test fails, the pages it left open are described in a second
 * error of that test, so the run's failure summary (all CI shows us) says what was on screen. A passing
 * test is untouched.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const report = await describeOpenPages();
  if (report) throw new Error(`What the open pages showed when the test failed:\n\n${report}`);
});
