/**
 * Refreshes apps/web/schema.graphql from a running API (npm run schema -w apps/web).
 *
 * The API wants a bearer token even for introspection. Pass one in GRAPHQL_TOKEN, or let this script
 * sign in as the demo staff admin through the development identity provider with the system Chromium
 * (playwright-core, as the browser tests do). GRAPHQL_URL defaults to http://localhost:3000 (the server's
 * default PUBLIC_URL; http://127.0.0.1:3000 works as well), CHROMIUM_PATH to /usr/bin/chromium.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';

/** Everything this script reads from the environment, checked before it starts a browser. */
function readSettings(env: NodeJS.ProcessEnv) {
  const graphqlUrl = env.GRAPHQL_URL || 'http://localhost:3000';
  if (!URL.canParse(graphqlUrl) || !/^https?:$/.test(new URL(graphqlUrl).protocol)) {
    console.error(`GRAPHQL_URL must be the API's http(s) URL, such as http://localhost:3000, got '${graphqlUrl}'`);
    process.exit(2);
  }
  return {
    baseUrl: graphqlUrl.replace(/\/+$/, '').replace(/\/graphql$/, ''),
    token: env.GRAPHQL_TOKEN || undefined,
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}

const { baseUrl, token: givenToken, chromiumPath } = readSettings(process.env);
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');

async function tokenFromDevSignIn(): Promise<string> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('button', { name: /Alex Morgan/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/callback');
    // The web app keeps the signed-in user in localStorage (one session for all tabs, issue 26).
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key?.startsWith('oidc.user:'))
          return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
      return undefined;
    });
    if (!token) throw new Error('Signed in, but found no access token in local storage');
    return token;
  } finally {
    await browser.close();
  }
}

const token = givenToken ?? (await tokenFromDevSignIn());
const response = await fetch(`${baseUrl}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query: getIntrospectionQuery() }),
});
const body = (await response.json()) as { data?: IntrospectionQuery; errors?: { message: string }[] };
if (!body.data) throw new Error(`Introspection failed: ${JSON.stringify(body.errors ?? response.status)}`);
await writeFile(target, `${printSchema(buildClientSchema(body.data))}\n`);
console.log(`Wrote ${target}`);
