// The app's TypeScript sources under a folder, for the suites that read the source itself
// (dictionary keys, route paths, built-ins newer than SPEC §9's browsers).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts and .tsx file under `dir`, declaration files left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}
