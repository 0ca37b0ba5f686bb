import { createRoot } from 'react-dom/client';
import '../shared/ui/forms.css';
import { App, ConfigProblem } from './app/app';
import { createServices } from './app/create-services';
import { loadBundles } from './lib/locales';
import { splitLanguage } from './app/paths';
import { readConfig } from './app/read-config';
import { applyConsentDefaults, readConsent } from './layout/consent';
import './styles/tokens.css';
import './styles/portal.css';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const config = readConfig(document);
  if (!config.ok) {
    root.render(<ConfigProblem problems={config.problems} />);
  } else {
    // Consent Mode defaults go first: everything optional denied until the visitor chooses.
    applyConsentDefaults(window as unknown as { dataLayer?: unknown[] }, readConsent(document.cookie));
    const { language } = splitLanguage(window.location.pathname);
    const services = createServices(config.config, language, await loadBundles(language));
    root.render(<App services={services} />);
  }
}
