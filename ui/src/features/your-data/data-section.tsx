import type { DataEntry } from './your-data-model';

/** One kind of data: a heading, and each entry as a list of label/value pairs. */
export function DataSection({
  id,
  title,
  entries,
  empty,
}: {
  id: string;
  title: string;
  entries: readonly DataEntry[];
  empty: string;
}) {
  return (
    <section className="your-data__section" aria-labelledby={id}>
      <h2 id={id} className="your-data__heading">
        {title} <span className="muted">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="your-data__entries">
          {entries.map((entry) => (
            <li key={entry.id} className="card your-data__entry">
              <h3 className="your-data__title">{entry.title}</h3>
              {entry.lines.length > 0 && (
                <dl className="your-data__lines">
                  {entry.lines.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
