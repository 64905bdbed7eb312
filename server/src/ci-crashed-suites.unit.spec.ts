import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * .ci/crashed-suites.sh decides whether CI may run failed suites once more (ADR 103): only
 * when every failing suite lost its jest worker to a signal and no test failed.
 */
const script = join(__dirname, '..', '..', '.ci', 'crashed-suites.sh');
const dir = mkdtempSync(join(tmpdir(), 'crashed-suites-'));

function judge(log: string): { status: number | null; files: string[] } {
  const file = join(dir, `log-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, log);
  const run = spawnSync('bash', [script, file], { encoding: 'utf8' });
  return { status: run.status, files: run.stdout.split('\n').filter(Boolean) };
}

const killed = (file: string) =>
  `FAIL ${file}\n  ● Test suite failed to run\n\n    A jest worker process (pid=1) was terminated by another process: signal=SIGTRAP, exitCode=null.\n`;
const summary = (blocks: string, tests: string) =>
  `PASS a.spec.ts\n\nSummary of all failing tests\n${blocks}\nTest Suites: 1 failed, 9 passed\nTests:       ${tests}\n`;

describe('which failed suites CI may run again', () => {
  it('names the suites whose worker a signal killed, when nothing else failed', () => {
    expect(
      judge(
        summary(killed('x/one.int.spec.ts') + killed('y/two.int.spec.ts'), '9 passed, 9 total'),
      ),
    ).toEqual({
      status: 0,
      files: ['x/one.int.spec.ts', 'y/two.int.spec.ts'],
    });
  });

  it('refuses when a test failed, even beside a killed worker', () => {
    expect(judge(summary(killed('x/one.int.spec.ts'), '1 failed, 8 passed, 9 total')).status).toBe(
      1,
    );
  });

  it('refuses when another suite failed to run for another reason', () => {
    const other =
      'FAIL z/three.unit.spec.ts\n  ● Test suite failed to run\n\n    Cannot find module\n';
    expect(judge(summary(killed('x/one.int.spec.ts') + other, '9 passed, 9 total')).status).toBe(1);
  });

  it('refuses when jest never summed up (a build or lint failure)', () => {
    expect(judge('error TS2304: Cannot find name\n').status).toBe(1);
  });
});
