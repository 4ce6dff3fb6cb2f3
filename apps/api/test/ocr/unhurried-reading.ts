import { DEFAULT_READING_LIMITS, type ReadingLimits } from '../../src/ocr/read-passport.ts';

/**
 * The reader's time limits, loosened for tests of what it reads (the bench measures how fast): the defaults are
 * meant for a person waiting, and a CI machine running other test files beside these cut attempts short (the
 * route's PDF scan answered 422). A reading is still bounded by its attempts.
 */
export const UNHURRIED_READING: ReadingLimits = {
  deadlineMs: DEFAULT_READING_LIMITS.deadlineMs * 10,
  recognitionTimeoutMs: DEFAULT_READING_LIMITS.recognitionTimeoutMs * 4,
};
