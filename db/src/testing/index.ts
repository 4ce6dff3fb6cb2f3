import './provided-context.ts';
export { createTestDatabase, dropTestDatabase, TEST_PG_ADMIN_URL } from './test-database.ts';
export { asUser } from './as-user.ts';
