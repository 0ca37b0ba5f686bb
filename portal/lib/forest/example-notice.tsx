import { usePortalText } from '../language';
import { useTexts } from '../locales';
import { useServices } from '../services';
import { useHydrated } from '../hydration';

/** The one notice per page that its organisations, people and forests come from the sandbox (only with `exampleData`). */
export function ExampleDataNotice() {
  // The prerendered HTML is built without the running configuration: the notice comes after hydration.
  return useHydrated() ? <ExampleDataNoticeText /> : null;
}

/** The notice itself, by the configuration (exported for its unit test). */
export function ExampleDataNoticeText() {
  const { config } = useServices();
  const { t, language } = usePortalText();
  useTexts('forests', language);
  if (!config.exampleData) return null;
  return <p className="example-notice">{t('forests.exampleNotice')}</p>;
}
