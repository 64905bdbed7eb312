import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The labelled case sets are data beside the sources, not compiled: compiled code runs from
 * api/dist/analysis/eval, so the folder is looked for there and back in src. `marker` is a
 * file the folder must hold.
 */
export function evalDataDir(folder: string, marker: string): string {
  const candidates = [
    join(__dirname, folder),
    join(__dirname, '../../../src/analysis/eval', folder),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, marker)));
  if (!found) throw new Error(`${folder} not found in ${candidates.join(' or ')}`);
  return found;
}
