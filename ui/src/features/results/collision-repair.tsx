import { formatMoneyRange } from '../../lib/format';
import type { CollisionRepair as CollisionBlock } from './result-view';

/** The damage, the areas to repair, cost and time, and how the repair should be done. */
export function CollisionRepair({ collision }: { collision: CollisionBlock | null }) {
  if (!collision) return <p className="muted">Collision repair data not available</p>;
  return (
    <section className="result-section" aria-labelledby="collision-title">
      <h2 id="collision-title">Damage Assessment</h2>
      <div className="result-card">
        <p>{collision.damageDescription || 'No damage description available'}</p>
        <dl className="facts">
          <div>
            <dt>Estimated cost</dt>
            <dd className="facts__total">
              {collision.estimatedCost
                ? formatMoneyRange(collision.estimatedCost)
                : 'Cost estimate not available'}
            </dd>
          </div>
          <div>
            <dt>Estimated time</dt>
            <dd>{collision.estimatedTime || 'Time estimate not available'}</dd>
          </div>
        </dl>
      </div>
      <TextList title="Repair Areas" id="repair-areas" items={collision.repairAreas} />
      <TextList
        title="Recommended Procedures"
        id="procedures"
        items={collision.recommendedProcedures}
        ordered
      />
    </section>
  );
}

function TextList(props: {
  title: string;
  id: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  if ((props.items ?? []).length === 0) return null;
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <div className="result-card" role="group" aria-labelledby={`${props.id}-title`}>
      <h3 id={`${props.id}-title`}>{props.title}</h3>
      <List className="bullets">
        {props.items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </List>
    </div>
  );
}
