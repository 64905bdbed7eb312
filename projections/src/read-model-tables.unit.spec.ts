import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diagnosticsTable } from './diagnostics/diagnostics.table';
import { issuesTable } from './issues/issues.table';
import {
  leadTrailAttemptsTable,
  leadTrailErasureNoticesTable,
  leadTrailErasuresTable,
  leadTrailTable,
} from './lead-trail/lead-trail.table';
import { managedRepairsTable } from './managed-repairs/managed-repairs.table';
import { ownerActivityTable } from './owner-activity/owner-activity.table';
import { shopsTable } from './shops/shops.table';
import { vehiclesTable } from './vehicles/vehicles.table';

/**
 * No package but this one writes SQL against a read model (ADR 016). dependency-cruiser keeps
 * the table modules here; this keeps their names out of other packages' strings.
 */
const ROOT = join(__dirname, '..', '..');
const OTHER_SOURCES = ['contracts/src', 'event-store/src', 'api/src', 'server/src', 'ui/src'];
const TABLES = [
  vehiclesTable,
  issuesTable,
  diagnosticsTable,
  managedRepairsTable,
  shopsTable,
  leadTrailTable,
  leadTrailAttemptsTable,
  leadTrailErasureNoticesTable,
  leadTrailErasuresTable,
  ownerActivityTable,
];
const NAMES_A_TABLE = new RegExp(`\\b(${TABLES.join('|')})\\b|READ_MODELS\\.\\w+\\.table`);

function sourcesUnder(directory: string): string[] {
  return readdirSync(join(ROOT, directory), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').includes('node_modules'));
}

describe('read-model tables', () => {
  it('are named by their projection folders only', () => {
    const naming = OTHER_SOURCES.flatMap(sourcesUnder).filter((path) =>
      NAMES_A_TABLE.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
