/** What "Buy the missing tokens" on a project's page did to the cart, said on the shop page it leads to. */

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatNumber } from '#shared/i18n/format';
import { usePortalText } from '#portal/lib/language';
import { cartNoteSchema, type CartNote } from '#portal/lib/mix';

/** The note in the navigation's state, if it is one (a state from elsewhere is ignored). */
function noteOf(state: unknown): CartNote | null {
  const parsed = cartNoteSchema.safeParse((state as { cartNote?: unknown } | null)?.cartNote);
  return parsed.success ? parsed.data : null;
}

/**
 * The tokens added for the project, and, when the cart held tokens before, that they stay and what it holds now. Put
 * into the status region once the page is there, so a screen reader announces it; in view until the buyer leaves. A
 * reload or a way back to the page does not say it again.
 */
export function CartNoteLine() {
  const { t, language } = usePortalText();
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => noteOf(location.state));
  const [shown, setShown] = useState<CartNote | null>(null);
  useEffect(() => {
    if (!arrived) return;
    setShown(arrived);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [arrived]); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  const number = (value: number) => formatNumber(language, value);
  return (
    <div role="status" className="buy-page__note">
      {shown ? (
        <p className="notice">
          {shown.before === 0
            ? t('buy.cartNote.added', { count: shown.added, tokens: number(shown.added), project: shown.project })
            : t('buy.cartNote.addedTo', {
                count: shown.added,
                tokens: number(shown.added),
                project: shown.project,
                before: number(shown.before),
                total: number(shown.before + shown.added),
              })}
        </p>
      ) : null}
    </div>
  );
}
