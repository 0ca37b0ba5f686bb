import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { useRouteTranslation } from './language';

/**
 * A sentence with a link or emphasis inside, as one text of the locale files (`Noch Fragen? <a>Zu den häufigen
 * Fragen</a>`), so each language orders its words as it needs: react-i18next's Trans. `components` gives each tag its
 * element; `values` are set into the text as text, never read as markup. A tag is never the name of an HTML void
 * element (`link`, `br`, `img` …): Trans's parser closes those at once and the words land after an empty element.
 * Its own module: Trans and its parser load with the pages that have such a sentence, not with the home route.
 */
export function Sentence({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, string | number>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useRouteTranslation();
  return <Trans t={t} i18nKey={i18nKey} {...(values ? { values } : {})} components={components} />;
}
