import { usePortalText } from '../language';
import { useTexts } from '../locales';
import { useServices } from '../services';
import { useHydrated } from '../hydration';
import './forest.css';

/** The one notice per page that its organisations, people and forests come from the sandbox (only with `exampleData`). */
export function ExampleDataNotice() {
  const { config } = useServices();
  const { t, language } = usePortalText();
  useTexts('forests', language);
  // The prerendered HTML is built without the running configuration: the notice comes after hydration.
  const hydrated = useHydrated();
  if (!config.exampleData || !hydrated) return null;
  return (
    <p className="example-notice">{t('forests.exampleNotice')}</p>
  );
}
