/**
 * Runs the npm scripts named on the command line side by side and fails if any fails.
 * `npm test` checks types and lint this way: tsc and ESLint each use one core, so on the 2-core CI machine the
 * two together take about as long as the longer one (lint 57 s, typecheck 42 s, 99 s one after the other).
 * Each script's output is printed whole when it ends, so the two never interleave line by line.
 * Scripts run together must not need each other's output: `npm test` generates the GraphQL types (which both
 * the type check and lint's import resolution read) before it runs the two.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✓' : '✗'} npm run ${script} (${seconds} s)${code === 0 ? '' : `, exit code ${code}`}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
