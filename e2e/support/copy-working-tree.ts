import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WORKSPACES = ['.', 'packages/domain', 'db', 'apps/api', 'apps/web', 'e2e'];

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
    if (existsSync(modules)) await run('cp', ['-al', modules, path.join(target, workspace)]);
  }
}
