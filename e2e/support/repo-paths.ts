import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TEST_RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));
