/** What the api and embedded projects' global setups provide to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One fresh database per worker slot (index = VITEST_POOL_ID - 1): files that run at the same time never
     * share records, and the files of one slot run one after another on theirs. Read it through
     * `testDatabaseUrl()`.
     */
    databaseUrls: string[];
  }
}
export {};
