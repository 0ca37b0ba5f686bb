import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatNumber } from '#shared/i18n/format';
import { localized, paramPaths } from '#portal/lib/paths';
import { usePortalText } from '#portal/lib/language';
import { Loaded, WithQueries } from '#portal/lib/queries';
import { useServices } from '#portal/lib/services';
import { productsQuery } from '#shared/query/reference';
import { countryPaths, mapSize, type MapCountry } from '#shared/map/map-data';
import { countryAt } from '#portal/lib/map/countries';
import { mapPoint } from '#shared/map/map-projection';

/**
 * The forest projects of /product/list on a map of Austria and its neighbours, numbered, with the list beside it. Every
 * country that has a forest is highlighted (issue 41: a forest in Bavaria stood on a map that outlined only Austria).
 */
export function ForestMap() {
  return (
    <WithQueries>
      <ForestMapData />
    </WithQueries>
  );
}

function ForestMapData() {
  const { api } = useServices();
  const { language } = usePortalText();
  const products = useQuery(productsQuery(api, language));
  // While the list loads, the same map and list rows without content keep the section's size.
  if (products.data === undefined && !products.isError) return <MapLayout products={null} />;
  return <Loaded query={products}>{(data) => <MapLayout products={data.products} />}</Loaded>;
}

const skeletonRows = 3;

// Names on the map for orientation: the neighbouring countries and Vienna, where their names fit inside the frame.
const places = [
  { key: 'germany', longitude: 11.2, latitude: 48.85, anchor: 'middle' },
  { key: 'czechia', longitude: 15.3, latitude: 49.2, anchor: 'middle' },
  { key: 'hungary', longitude: 17.7, latitude: 47.05, anchor: 'end' },
  { key: 'slovenia', longitude: 15.0, latitude: 46.28, anchor: 'middle' },
  { key: 'italy', longitude: 12.0, latitude: 46.3, anchor: 'middle' },
  { key: 'switzerland', longitude: 9.0, latitude: 46.5, anchor: 'start' },
] as const;
const vienna = mapPoint(16.3738, 48.2082);
const allCountries = Object.keys(countryPaths) as MapCountry[];

/** The countries with a forest, in the map's order; Austria while the list loads (where the seed's forests lie). */
function forestCountries(products: ForestProduct[] | null): MapCountry[] {
  if (!products) return ['austria'];
  const found = new Set(products.map((product) => countryAt(product.longitude, product.latitude)));
  return allCountries.filter((country) => found.has(country));
}

function MapLayout({ products }: { products: ForestProduct[] | null }) {
  const { t, language } = usePortalText();
  const homes = forestCountries(products);
  const others = allCountries
    .filter((country) => !homes.includes(country))
    .map((country) => countryPaths[country])
    .join('');
  return (
    <div className="forest-map-view" aria-busy={products === null}>
      <svg className="forest-map-view__map" viewBox={`0 0 ${mapSize.width} ${mapSize.height}`} role="img" aria-label={t('pages.partner.map.label')}>
        <rect width={mapSize.width} height={mapSize.height} className="forest-map-view__water" />
        <path d={others} className="forest-map-view__neighbours" />
        {homes.map((country) => (
          <path key={country} d={countryPaths[country]} className="forest-map-view__home" data-country={country} />
        ))}
        <g aria-hidden="true">
          {places.map((place) => {
            const point = mapPoint(place.longitude, place.latitude);
            return point ? (
              <g key={place.key} transform={`translate(${point[0]} ${point[1]})`}>
                <text className="forest-map-view__country" textAnchor={place.anchor}>
                  {t(`pages.partner.map.places.${place.key}`)}
                </text>
              </g>
            ) : null;
          })}
          {vienna ? (
            <g transform={`translate(${vienna[0]} ${vienna[1]})`}>
              <g className="forest-map-view__city">
                <circle r="3.5" />
                <text x="-7" dy="0.35em" textAnchor="end">
                  {t('pages.partner.map.places.vienna')}
                </text>
              </g>
            </g>
          ) : null}
        </g>
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
