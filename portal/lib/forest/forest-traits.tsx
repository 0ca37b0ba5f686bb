import type { ForestProduct } from '#shared/api/schemas/product';
import { formatNumber } from '#shared/i18n/format';
import { usePortalText } from '../language';

type Species = NonNullable<ForestProduct['species']>;

/** The species in words, largest first: "Norway spruce 45%, Beech 25%, …". */
export function useSpeciesText(): (species: Species) => string {
  const { t, language } = usePortalText();
  return (species) => species.map((entry) => t('forests.traits.speciesShare', { name: entry.name, share: formatNumber(language, entry.share) })).join(', ');
}

/**
 * A forest's species as one bar of their shares (a shape to compare at a glance: one species or many) above the same in
 * words, which is what a screen reader reads; the bar is drawn with attributes, never inline styles (the portal's CSP).
 */
export function SpeciesMix({ species }: { species: Species }) {
  const text = useSpeciesText();
  const total = species.reduce((sum, entry) => sum + entry.share, 0) || 1;
  const starts = species.map((_, index) => species.slice(0, index).reduce((sum, entry) => sum + (entry.share / total) * 100, 0));
  return (
    <span className="species-mix">
      <svg className="species-mix__bar" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {species.map((entry, index) => (
          <rect
            key={entry.name}
            x={starts[index]}
            width={Math.max((entry.share / total) * 100 - 0.8, 0.2)}
            height={4}
            className={`species-mix__part species-mix__part--${index % 6}`}
          />
        ))}
      </svg>
      <span className="species-mix__names">{text(species)}</span>
    </span>
  );
}

/** What sets the forest apart, in one line: the API's own words, shown as they come. */
export function ForestHighlight({ product, className }: { product: ForestProduct; className: string }) {
  return product.highlight ? <p className={className}>{product.highlight}</p> : null;
}

/**
 * A card's facts that tell forests apart: species, owner and strategy, each only where the API gives it (all three are
 * our additions to the contract). Rows of the card's own list (`dl`).
 */
export function ForestTraitRows({ product, rowClass }: { product: ForestProduct; rowClass?: string }) {
  const { t } = usePortalText();
  return (
    <>
      {product.species?.length ? (
        <div className={rowClass}>
          <dt>{t('forests.traits.species')}</dt>
          <dd>
            <SpeciesMix species={product.species} />
          </dd>
        </div>
      ) : null}
      {product.owner ? (
        <div className={rowClass}>
          <dt>{t('forests.traits.owner')}</dt>
          <dd>{product.owner}</dd>
        </div>
      ) : null}
      {product.strategy ? (
        <div className={rowClass}>
          <dt>{t('forests.traits.strategy')}</dt>
          <dd>{t(`forests.traits.strategies.${product.strategy}`)}</dd>
        </div>
      ) : null}
    </>
  );
}
