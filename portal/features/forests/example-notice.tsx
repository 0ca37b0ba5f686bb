import { usePortalText } from '../../lib/language';
import { useTexts } from '../../lib/locales';
import { useServices } from '../../lib/services';

/** The one notice per page that its organisations, people and forests come from the sandbox (only with `exampleData`). */
export function ExampleDataNotice() {
  const { config } = useServices();
  const { t, language } = usePortalText();
  useTexts('forests', language);
  if (!config.exampleData) return null;
  return (
    <aside className="example-notice page">
      <p>{t('forests.exampleNotice')}</p>
    </aside>
  );
}
