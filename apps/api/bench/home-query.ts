import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the customer Home page's query lives; the bench sends exactly that document. */
const HOME_QUERY_SOURCE = fileURLToPath(new URL('../../web/src/features/home/api/home-petitions.ts', import.meta.url));

/**
 * The customer Home page's GraphQL document, read from the web app's source (the `graphql(\`…\`)` call), so
 * the bench keeps measuring what the page sends after the page changes.
 */
export async function readHomeQuery(): Promise<string> {
  const source = await readFile(HOME_QUERY_SOURCE, 'utf8');
  const match = /graphql\(`([^`]*\bquery HomePetitions\b[^`]*)`\)/.exec(source);
  if (!match?.[1]) throw new Error(`No 'query HomePetitions' graphql(\`…\`) document in ${HOME_QUERY_SOURCE}`);
  return match[1].trim();
}

/** The Home page's variables for a personal account: the petitions where the user is the beneficiary. */
export function homeVariablesFor(userId: string) {
  return { condition: { beneficiaryId: userId } };
}
