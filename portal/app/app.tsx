import { StrictMode, Suspense } from 'react';
import { AppRoutes } from './router';
import { ServicesProvider, type Services } from './services';

/** The portal: services, the query cache and the router. */
export function App({ services }: { services: Services }) {
  return (
    <StrictMode>
      <ServicesProvider value={services}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </ServicesProvider>
    </StrictMode>
  );
}

/** Shown when the page's configuration is missing or invalid: in both languages, since none can be trusted yet. */
export function ConfigProblem({ problems }: { problems: string[] }) {
  return (
    <main className="page">
      <h1>greenfee</h1>
      <p role="alert">Die Seite ist falsch konfiguriert. / The page is misconfigured.</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
