import type { ReactNode } from 'react';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';

/** The current language's texts, with the public pages' copy loaded (it is not in the first download). */
export function usePageText() {
  const text = usePortalText();
  useTexts('pages', text.language);
  return text;
}

/** A page's frame: its meta, its one h1 and an optional intro; `wide` for a grid of cards (the text keeps its measure). */
export function Page({ metaKey, children, intro, wide = false }: { metaKey: string; children?: ReactNode; intro?: ReactNode; wide?: boolean }) {
  const { t } = usePageText();
  usePageMeta(metaKey);
  return (
    <article className={wide ? 'page page--wide' : 'page'}>
      <h1>{t(`pages.${metaKey}.h1`)}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </article>
  );
}

/**
 * A content page (private, business, forest owners, mission, how it works, start): a wide frame whose intro states
 * the page's promise in one sentence (`pages.<key>.h1`, `.intro`), with its calls to action beside it.
 */
export function ContentPage({ metaKey, actions, children }: { metaKey: string; actions?: ReactNode; children?: ReactNode }) {
  const { t } = usePageText();
  usePageMeta(metaKey);
  return (
    <article className="page content-page">
      <header className="content-page__intro">
        <h1>{t(`pages.${metaKey}.h1`)}</h1>
        <p className="lead">{t(`pages.${metaKey}.intro`)}</p>
        {actions ? <div className="content-page__actions">{actions}</div> : null}
      </header>
      {children}
    </article>
  );
}

interface Section {
  heading: string;
  paragraphs: string[];
}

/** Sections of text from the locale files (`pages.<key>.sections`). */
export function Sections({ listKey }: { listKey: string }) {
  const { list } = usePageText();
  return (
    <>
      {list<Section>(listKey).map((section) => (
        <section key={section.heading} className="text-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/**
 * A list item's text with its first phrase in bold where it opens with one ("Estimates are enough: …"), so a list
 * reads at a glance by its phrases (issue 41: text walls). The text stays one string: the colon and the rest follow.
 */
export function LeadPhrase({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon < 1 || colon > 60) return <>{text}</>;
  return (
    <>
      <strong>{text.slice(0, colon + 1)}</strong>
      {text.slice(colon + 1)}
    </>
  );
}
