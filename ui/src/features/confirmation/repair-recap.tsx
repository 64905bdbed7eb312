import type { DiagnosticRecord } from '@fairwrench/contracts';
import { Card } from '../../components/ui/card';
import { formatMoneyRange } from '../../lib/format';
import type { QueryState } from '../../lib/use-query';
import { repairRecapOf } from './repair-recap-model';

/**
 * "Your repair" above the shop list: what the analysis found and its fair local price, so the
 * owner calling a shop knows what to ask for and what a fair quote looks like. Nothing while
 * the record loads or when it fails: the shops below still stand on their own.
 */
export function RepairRecap({ query }: { query: QueryState<DiagnosticRecord> }) {
  const recap = query.status === 'success' ? repairRecapOf(query.data) : null;
  if (!recap) return null;
  return (
    <Card className="repair-recap" aria-labelledby="repair-recap-title">
      <h2 id="repair-recap-title">Your repair</h2>
      <dl className="repair-recap__facts">
        <dt>Repair</dt>
        <dd>{recap.repair}</dd>
        <dt>Fair price near you</dt>
        <dd>
          {recap.fairRange ? formatMoneyRange(recap.fairRange) : 'Cost estimate not available'}
        </dd>
        {recap.time && (
          <>
            <dt>Repair time</dt>
            <dd>{recap.time}</dd>
          </>
        )}
      </dl>
      {recap.fairRange && (
        <p className="repair-recap__tip">
          Mention this range when you call: a quote well above it is worth asking about.
        </p>
      )}
    </Card>
  );
}
