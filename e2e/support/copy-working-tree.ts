import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WORKSPACES = ['.', 'packages/domain', 'db', 'apps/api', 'apps/web', 'e2e'];
/**
 * Caches the running test tools write into node_modules while the copy runs (vitest's temp files come and go there):
 * `cp` failed on a file that vanished between listing and linking. An install has none of them anyway.
 */
const TOOL_CACHES = new Set(['.vitest-cache', '.vite', '.vite-temp', '.cache']);

/**
 * A checkout of the working tree at `target`, as a fresh clone plus
 * `npm install` would leave it, uncommitted work included: every tracked or
 * new file git does not ignore, and node_modules hard-linked (fast, and the
 * packages then live inside `target`, like an install's).
 */
export async function copyWorkingTree(source: string, target: string): Promise<void> {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: source });
  const files = listing
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(source, file)));
  for (const file of files) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await cp(path.join(source, file), path.join(target, file), { verbatimSymlinks: true, preserveTimestamps: true });
  }
  for (const workspace of WORKSPACES) {
    const modules = path.join(source, workspace, 'node_modules');
    if (!existsSync(modules)) continue;
    const entries = (await readdir(modules)).filter((entry) => !TOOL_CACHES.has(entry));
    const copy = path.join(target, workspace, 'node_modules');
    await mkdir(copy, { recursive: true });
    if (entries.length > 0) await run('cp', ['-al', ...entries.map((entry) => path.join(modules, entry)), copy]);
  }
}
