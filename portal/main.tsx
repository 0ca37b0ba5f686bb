import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '#shared/ui/forms.css';
import '#shared/ui/file-field.css';
// The shared styles, before the app's modules: the header's, the footer's and the cookie banner's (imported by their
// components) come after them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/brand.css';
import './styles/page.css';
import './styles/home.css';
import './styles/bands.css';
import './styles/check-list.css';
import './styles/cards.css';
import './styles/figures.css';
import './styles/accordion.css';
import './styles/dialog.css';
import { App, ConfigProblem } from './app/app';
import { createServices } from './app/create-services';
import { loadBundles } from './lib/locales';
import { splitLanguage } from './lib/paths';
import { readConfig } from './app/read-config';
import { applyConsentDefaults, readConsent } from './layout/consent';
import { hydratedAttribute } from './lib/hydration';
// The public pages' styles, in the entry's one stylesheet rather than one file per lazy chunk: a prerendered page
// paints before its code loads, so each of those files would be a render-blocking request of its own (nine of them
// held the first paint back by a round trip on a phone's connection). After the app's modules and in the order the chunks' files
// came; demo/prerender.ts fails the build when a public page's chunk brings a stylesheet of its own again.
import './features/public/calculator/calculator.css';
import './features/forests/forests.css';
import './lib/forest/forest.css';
import '#shared/ui/meeting.css';
import './features/public/form-pages.css';
import './features/public/pages.css';
import './features/public/people.css';
import './features/public/not-found-page.css';
import './lib/skeleton.css';
import './features/public/forest-map.css';
import './features/public/text-pages.css';

const container = document.getElementById('root');
if (container) {
  const config = readConfig(document);
  if (!config.ok) {
    createRoot(container).render(<ConfigProblem problems={config.problems} />);
  } else {
    // Consent Mode defaults go first: everything optional denied until the visitor chooses.
    applyConsentDefaults(window as unknown as { dataLayer?: unknown[] }, readConsent(document.cookie));
    const { language } = splitLanguage(window.location.pathname);
    const services = createServices(config.config, language, await loadBundles(language));
    const app = <App services={services} Router={BrowserRouter} />;
    // A prerendered public page is hydrated: React keeps the server's HTML of a part whose code or texts are still
    // loading until they arrive. Every other page (the customer area, the auth pages, not found) renders afresh.
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else {
      createRoot(container).render(app);
      // Nothing prerendered to hydrate (see HydrationMark in portal/layout/root-layout.tsx).
      document.documentElement.setAttribute(hydratedAttribute, '');
    }
  }
}
