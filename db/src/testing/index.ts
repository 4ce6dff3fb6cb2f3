import './provided-context.ts';
export { createEmptyDatabase, createTestDatabase, dropTestDatabase, TEST_PG_ADMIN_URL } from './test-database.ts';
export { asUserRolledBack } from './as-user.ts';
