// The npm registry reachable from our build machines lacks some platform builds (macOS, Windows,
// Android, WASM) of native packages, so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lockfile ("Missing: … from lock file"). Run this after every
// `npm install`: it records each missing optional platform package with its version and the
// os/cpu its name declares, so npm ci skips it on other platforms and fetches it where it fits.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x'];

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const parts = name.split('/').pop().split('-');
    // Some packages spell the platform their own way (workerd: windows-64, linux-64).
    const os = parts.map((part) => ({ windows: 'win32' })[part] ?? part).find((part) => OS.includes(part));
    const cpu = parts.map((part) => ({ 64: 'x64' })[part] ?? part).find((part) => CPU.includes(part));
    lock.packages[key] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(cpu && { cpu: [cpu] }),
      ...(entry.dev && { dev: true }),
      ...(entry.devOptional && { devOptional: true }),
      optional: true,
      ...(os && { os: [os] }),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform package(s) the registry did not serve.`);
