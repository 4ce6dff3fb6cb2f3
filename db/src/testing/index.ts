import './provided-context.ts';
export {
  cloneTestDatabase,
  createEmptyDatabase,
  createTestDatabase,
  dropTestDatabase,
  TEST_PG_ADMIN_URL,
} from './test-database.ts';
export { asUserRolledBack } from './as-user.ts';
