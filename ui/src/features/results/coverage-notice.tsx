import type { CoverageCheck, CoverageMatch } from '@fairwrench/contracts';
import { cn } from '../../lib/cn';

const KIND_LABELS: Record<CoverageMatch['kind'], string> = {
  'emissions-warranty': 'Emissions warranty',
  'battery-warranty': 'Battery warranty',
  'powertrain-warranty': 'Powertrain warranty',
  'new-vehicle-warranty': 'New-car warranty',
  'extended-warranty': 'Extended warranty',
  recall: 'Recall',
  'adjustment-program': 'Manufacturer program',
  goodwill: 'Goodwill',
};

/**
 * "Could this be free?": shown above the costs when a warranty, recall or program may cover the
 * repair, so an owner learns of it before paying. Each match says why it may apply, its
 * limits, what to ask the dealer and its source; with none, the page says so plainly.
 */
export function CoverageNotice({ coverage }: { coverage: CoverageCheck }) {
  const found = coverage.matches.length > 0;
  return (
    <section
      className={cn('result-card coverage', found && 'coverage--found')}
      aria-labelledby="coverage-title"
    >
      <h2 id="coverage-title">Could this be free?</h2>
      <p className="coverage__summary">{coverage.summary}</p>
      {found && (
        <ul className="coverage__list">
          {coverage.matches.map((match) => (
            <li key={`${match.kind}-${match.title}`}>
              <CoverageItem match={match} />
            </li>
          ))}
        </ul>
      )}
      {coverage.alsoCheck.length > 0 && (
        <ul className="coverage__also">
          {coverage.alsoCheck.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Nothing known covers the repair: one plain line below the results, not a box above them. */
export function CoverageLine({ coverage }: { coverage: CoverageCheck }) {
  return (
    <section className="coverage coverage--line" aria-label="Could this be free?">
      <p className="coverage__summary">
        <strong>Could this be free?</strong> {coverage.summary}
      </p>
    </section>
  );
}

function CoverageItem({ match }: { match: CoverageMatch }) {
  return (
    <article className="coverage__item">
      <h3>
        <span className="badge">{KIND_LABELS[match.kind]}</span>{' '}
        {match.status === 'likely' ? 'Likely covered: ' : 'Worth checking: '}
        {match.title}
      </h3>
      <p>{match.covers}</p>
      <p>{match.appliesBecause}</p>
      <dl className="facts">
        <div>
          <dt>Limits</dt>
          <dd>{match.limit}</dd>
        </div>
        <div>
          <dt>What to ask</dt>
          <dd>{match.ask}</dd>
        </div>
      </dl>
      <p className="muted coverage__source">
        Source:{' '}
        <a href={match.source.url} target="_blank" rel="noreferrer noopener">
          {match.source.name}
        </a>
      </p>
    </article>
  );
}
