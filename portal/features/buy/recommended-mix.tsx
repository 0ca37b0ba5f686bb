import { useId, useState, type FormEvent, type MouseEvent, type RefObject } from 'react';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatNumber } from '#shared/i18n/format';
import { messageWith } from '#shared/i18n/translate';
import { TextField } from '#shared/ui/fields';
import { cart, readCart, type CartLine } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import { cartWithMix, recommendedMix } from '#portal/lib/mix';

/**
 * "Not sure? Our recommended mix": the buyer says how many tokens, one press puts them in the cart split over the
 * forests on sale (mix.ts), and the lines it made are shown before the buyer goes on to the checkout. It replaces the
 * cart's lines of those forests, so a second press leaves the cart as it is; nothing is bought before the checkout.
 */
export function RecommendedMix({ products, checkout }: { products: readonly ForestProduct[]; checkout: RefObject<HTMLElement | null> }) {
  const { t, language } = usePortalText();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [made, setMade] = useState<CartLine[] | null>(null);
  const available = products.reduce((sum, product) => sum + product.availableTokens, 0);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    const trimmed = text.trim();
    if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) {
      setError('buy.mix.whole');
      return;
    }
    const mix = recommendedMix(Number(trimmed), products);
    if ('error' in mix) {
      setError(mix.error === 'none' ? 'buy.mix.none' : messageWith('buy.mix.tooMany', { available: formatNumber(language, mix.available) }));
      return;
    }
    setError(undefined);
    cart.replace(cartWithMix(readCart(), mix.lines, products));
    setMade(mix.lines);
  };
  const open = (event: MouseEvent) => {
    const element = checkout.current;
    if (!element) return;
    // As the cart bar does: to the checkout without a new history entry.
    event.preventDefault();
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mix">
      <h2 id={`${id}-title`}>{t('buy.mix.title')}</h2>
      <p className="mix__intro">{t('buy.mix.intro')}</p>
      {available === 0 ? (
        <p>{t('buy.mix.none')}</p>
      ) : (
        <form className="mix__form" onSubmit={apply} noValidate>
          <TextField
            id={id}
            label={t('buy.mix.label')}
            hint={t('buy.mix.hint', { max: formatNumber(language, available) })}
            value={text}
            onChange={setText}
            inputMode="numeric"
            error={error}
          />
          <button type="submit" className="button">
            {t('buy.mix.apply')}
          </button>
        </form>
      )}
      <div role="status" className="mix__result">
        {made ? (
          <>
            <p>{t('buy.mix.done')}</p>
            <ul>
              {made.map((line) => (
                <li key={line.productId}>
                  {t('buy.mix.line', {
                    count: line.quantity,
                    quantity: formatNumber(language, line.quantity),
                    name: products.find((product) => product._id === line.productId)?.name ?? '',
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {made ? (
        <p>
          <a className="button button--arrow" href="#checkout" onClick={open}>
            {t('buy.mix.go')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
