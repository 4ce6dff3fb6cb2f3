/** What the api project's global setup provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
export {};
