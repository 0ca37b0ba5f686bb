import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readConfig } from './app/read-config';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App config={readConfig(document)} />
    </StrictMode>,
  );
}
