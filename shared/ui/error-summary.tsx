import { useEffect, useRef, type MouseEvent } from 'react';
import { useForms } from './forms-context';

export interface SummaryItem {
  /** The id of the field to jump to; none for a message about the whole form. */
  fieldId?: string | undefined;
  label?: string | undefined;
  /** An i18n key. */
  message: string;
}

/**
 * The error summary (GOV.UK pattern): a `role="alert"` box that takes focus on a failed submit and links to each
 * field. `focusKey` changes on every failed submit, so a second failure takes focus again. `takeFocus` false: a
 * submit the visitor did not make (an automatic one) is announced by the alert alone.
 */
export function ErrorSummary({ items, focusKey, takeFocus = true }: { items: SummaryItem[]; focusKey: number; takeFocus?: boolean }) {
  const { t } = useForms();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && items.length > 0 && focusKey > 0) ref.current?.focus();
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps -- focus only on a new failed submit
  if (items.length === 0) return null;
  const jump = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const field = root.getElementById(fieldId);
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div className="gft-summary" role="alert" tabIndex={-1} ref={ref} part="summary">
      <p className="gft-summary-title">{t('forms.errorSummaryTitle')}</p>
      <ul className="gft-summary-list">
        {items.map((item) => (
          <li key={`${item.fieldId ?? 'form'}:${item.message}`}>
            {item.fieldId ? (
              <a href={`#${item.fieldId}`} onClick={(event) => jump(event, item.fieldId ?? '')}>
                {item.label ? `${item.label}: ` : ''}
                {t(item.message)}
              </a>
            ) : (
              t(item.message)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
