import type { ConfigResult } from './read-config';

/** Placeholder shell; the portal issue builds the real one. */
export function App({ config }: { config: ConfigResult }) {
  if (!config.ok) {
    return (
      <main>
        <h1>greenfee</h1>
        <p role="alert">Die Seite ist falsch konfiguriert. / The page is misconfigured.</p>
        <ul>
          {config.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </main>
    );
  }
  return (
    <main>
      <h1>greenfee</h1>
      <p>Das Portal entsteht hier. / The portal is being built here.</p>
      <p>
        API: <code data-testid="api-base">{config.config.apiBase}</code>
      </p>
    </main>
  );
}
