import { ISSUE_TYPE_LABELS } from '@fairwrench/contracts';

/** Placeholder until the web-app issue: proves the build, the contracts link and the serving. */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '4rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Free Expert Auto Repair Assistance</h1>
      <p>
        FairWrench helps you understand what is wrong with your car and avoid overpriced repairs.
      </p>
      <p>We can help you:</p>
      <ul>
        {Object.values(ISSUE_TYPE_LABELS).map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <p>The guided flow is on its way.</p>
    </main>
  );
}
