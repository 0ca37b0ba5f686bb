import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ForestProduct } from '../../../shared/api/schemas/product';
import { formatNumber } from '../../../shared/i18n/format';
import { localized, paramPaths } from '../../app/paths';
import { usePortalText } from '../../lib/language';
import { Loaded, WithQueries } from '../../lib/queries';
import { useServices } from '../../lib/services';
import { productsQuery } from '../../../shared/query/reference';
import { austriaPath, mapSize, neighboursPath } from './map-data';
import { mapPoint } from './map-projection';
import './forest-map.css';

/** The forest projects of /product/list on a map of Austria and its neighbours, numbered, with the list beside it. */
export function ForestMap() {
  return (
    <WithQueries>
      <ForestMapData />
    </WithQueries>
  );
}

function ForestMapData() {
  const { api } = useServices();
  const products = useQuery(productsQuery(api));
  // While the list loads, the same map and list rows without content keep the section's size.
  if (products.data === undefined && !products.isError) return <MapLayout products={null} />;
  return <Loaded query={products}>{(data) => <MapLayout products={data.products} />}</Loaded>;
}

const skeletonRows = 3;

function MapLayout({ products }: { products: ForestProduct[] | null }) {
  const { t, language } = usePortalText();
  return (
    <div className="forest-map-view" aria-busy={products === null}>
      <svg
        className="forest-map-view__map"
        viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
        role="img"
        aria-label={t('pages.home.map.label')}
      >
        <rect width={mapSize.width} height={mapSize.height} className="forest-map-view__water" />
        <path d={neighboursPath} className="forest-map-view__neighbours" />
        <path d={austriaPath} className="forest-map-view__austria" />
        {products?.map((product, index) => {
          const point = mapPoint(product.longitude, product.latitude);
          if (!point) return null;
          return (
            <g key={product._id} className="forest-map-view__marker" transform={`translate(${point[0]} ${point[1]})`} data-forest={product._id}>
              <g className="forest-map-view__pin">
                <circle r="13" />
                <text dy="0.35em">{index + 1}</text>
              </g>
            </g>
          );
        })}
      </svg>
      <ol className="forest-map-view__list">
        {products
          ? products.map((product, index) => (
              <li key={product._id}>
                <span className="forest-map-view__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <Link className="forest-map-view__name" to={localized(language, paramPaths.forest.href({ id: product._id }))}>
                    {product.name}
                  </Link>
                  <span className="forest-map-view__meta">
                    {product.location} · {product.certification} · {t('common.hectares', { value: formatNumber(language, product.hectares) })}
                  </span>
                </span>
              </li>
            ))
          : Array.from({ length: skeletonRows }, (_, index) => (
              <li key={index} className="forest-map-view__placeholder">
                <span className="forest-map-view__number" aria-hidden="true" />
                <span>
                  <span className="forest-map-view__name" />
                  <span className="forest-map-view__meta" />
                </span>
              </li>
            ))}
      </ol>
    </div>
  );
}
