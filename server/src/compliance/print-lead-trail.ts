import { randomUUID } from 'node:crypto';
import { readLeadTrail, type TrailReader } from '@fairwrench/api';
import type { LeadSharing, LeadTrailFilters } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import type { TrailFormat } from './compliance-args';
import { leadTrailCsvHeader, leadTrailCsvRows } from './lead-trail-csv';

/** How a format opens, continues with each page, and closes. */
interface TrailWriter {
  readonly start: string;
  page(sharings: readonly LeadSharing[]): string;
  readonly end: string;
}

/** JSON in the API's shape, one sharing per line, written as the pages come. */
function jsonWriter(): TrailWriter {
  let written = 0;
  return {
    start: '{"sharings":[',
    page: (sharings) =>
      sharings
        .map((sharing) => `${written++ === 0 ? '' : ','}\n${JSON.stringify(sharing)}`)
        .join(''),
    end: '\n],"nextCursor":null}\n',
  };
}

const csvWriter = (): TrailWriter => ({
  start: leadTrailCsvHeader(),
  page: leadTrailCsvRows,
  end: '',
});

/**
 * Writes every page of the trail to `write`. Each page is read through the API's one read
 * of the trail, so each is recorded as ComplianceTrailAccessed (with its cursor) before it is
 * written, as an access of its own; all of them carry one correlation id.
 */
export async function printLeadTrail(
  ports: { readonly store: EventStore; readonly sql: SqlClient },
  request: {
    readonly filters: LeadTrailFilters;
    readonly format: TrailFormat;
    readonly who: string;
  },
  write: (text: string) => Promise<void>,
  correlationId: string,
): Promise<number> {
  const writer = request.format === 'csv' ? csvWriter() : jsonWriter();
  const reader: TrailReader = { via: 'cli', who: request.who };
  await write(writer.start);
  let cursor: string | undefined;
  let rows = 0;
  do {
    const filters = { ...request.filters, ...(cursor === undefined ? {} : { cursor }) };
    const page = await readLeadTrail(
      { ...ports, clock: () => new Date() },
      { filters, access: { ...reader, accessId: randomUUID() }, correlationId },
    );
    await write(writer.page(page.sharings));
    rows += page.sharings.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  await write(writer.end);
  return rows;
}
