/**
 * Adds lockfile entries for other platforms' optional native bindings (`@unrs/resolver-binding-darwin-arm64`, …).
 *
 * Why: the registry this project installs from serves only the bindings of the platforms it runs on, so
 * `npm install` leaves the others out of package-lock.json, and `npm ci` then refuses the lockfile
 * ("Missing: … from lock file"). An entry with the package's os/cpu (and libc) lets npm ci skip it on
 * this platform without fetching anything. Run after adding a dependency with native optional bindings:
 * `npm run lockfile:complete`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];

/** The platform an optional binding is for, read from its name (`…-linux-arm-gnueabihf`, `…-win32-x64-msvc`). */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = (name.split('/').pop() ?? name).split('-');
  const os = OPERATING_SYSTEMS.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  if (!os || !cpu) return null;
  const libc = parts.some((part) => part.startsWith('musl'))
    ? ['musl']
    : parts.some((part) => part.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `node_modules/${name}`;
    if (lock.packages[path] || lock.packages[`${key}/${path}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue; // e.g. wasm32-wasi fallbacks: npm ci does not ask for them
    lock.packages[path] = { version, optional: true, ...(entry.dev ? { dev: true } : {}), ...platform };
    added.push(`${name}@${version}`);
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} entries: ${added.join(', ')}` : 'The lockfile is complete.');
