import type { CarFactLine, CarFactSource, CarFactTopic, ResultType } from '@fairwrench/contracts';

const TOPIC_LABELS: Record<CarFactTopic, string> = {
  powertrain: 'Powertrain',
  engine: 'Engine',
  transmission: 'Transmission',
  drive: 'Drive',
  timing: 'Camshaft drive',
  steering: 'Steering',
  'driver-assistance': 'Driver assistance',
};

const SOURCE_LABELS: Record<CarFactSource, string> = {
  vin: 'from your VIN',
  'model-year': 'NHTSA records for this model year',
  'hand-written': 'FairWrench vehicle notes',
  description: 'from your description',
};

const LEADS: Record<ResultType, string> = {
  diagnostic:
    'We left out causes your car cannot have. Causes that depend on a fact not listed here start with “If your car has …”.',
  estimate: 'Services your car cannot need are marked “Not for this car”.',
  parts: 'Part prices assume this build.',
  collision: 'Repair prices assume this build.',
};

/**
 * "What we know about your car": the build facts the analysis used, each with its source, so
 * an owner can see why a cause was left out or worded "If your car has ...".
 */
export function CarFacts({ facts, kind }: { facts: readonly CarFactLine[]; kind: ResultType }) {
  if (facts.length === 0) return null;
  return (
    <section className="result-section car-facts" aria-labelledby="car-facts-title">
      <h2 id="car-facts-title">What we know about your car</h2>
      <p className="car-facts__lead">{LEADS[kind]}</p>
      <dl className="car-facts__list">
        {facts.map((fact) => (
          <div key={fact.topic}>
            <dt>{TOPIC_LABELS[fact.topic]}</dt>
            <dd>
              {fact.value} <span className="car-facts__source">({SOURCE_LABELS[fact.source]})</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
