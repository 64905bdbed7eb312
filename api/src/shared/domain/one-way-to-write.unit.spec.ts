import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repo = join(__dirname, '../../../..');
const sources = ['api/src', 'domain/src'].map((dir) => join(repo, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

/**
 * ADR 015: every command is carried out by handleCommand, so concurrency, repeats and the
 * read-your-writes wait are decided once. A use case that reads or appends a stream itself
 * would bring back a second way.
 */
describe('the write path', () => {
  it('touches the event store only in handle-command.ts', () => {
    const offenders = sources
      .flatMap(sourceFiles)
      .filter((file) => /\.(appendToStream|readStream)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repo, file));
    expect(offenders).toEqual(['domain/src/handle-command.ts']);
  });
});
