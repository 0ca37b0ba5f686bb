import { useId } from 'react';
import type { ForestBoundary } from '#shared/api/schemas/forest-monitoring';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatNumber } from '#shared/i18n/format';
import { usePortalText } from '#portal/lib/language';
import { countryPaths, type MapCountry } from '#shared/map/map-data';
import { countryAt } from '#portal/lib/map/countries';
import { boundaryInset, boundaryPath, nearestTown, regionLabels, regionSize, regionWindow, scalePlace, type Box, type RegionWindow } from './place';

const { width, height } = regionSize;
const insetSize = 170;
const margin = 12;
/** The region's scale bar, in km (150 km across: a sixth of the width), and the room its label takes beside it. */
const barKm = 25;
const barLabelWidth = 70;

type Corner = readonly [number, number];

/** A town's name beside its dot, on the side regionLabels found room on. */
const townNamePlace = {
  right: { x: 8, dy: '0.35em', textAnchor: 'start' },
  left: { x: -8, dy: '0.35em', textAnchor: 'end' },
  below: { x: 0, dy: '1.15em', textAnchor: 'middle' },
  above: { x: 0, dy: '-0.55em', textAnchor: 'middle' },
} as const;

/** The inset's corner: the one farthest from the forest, so the forest and its surroundings stay in view. */
function insetCorner(forest: readonly [number, number] | undefined): Corner {
  if (!forest) return [(width - insetSize) / 2, (height - insetSize) / 2];
  const corners: Corner[] = [
    [margin, margin],
    [width - margin - insetSize, margin],
    [margin, height - margin - insetSize],
    [width - margin - insetSize, height - margin - insetSize],
  ];
  const away = (corner: Corner) => Math.hypot(corner[0] + insetSize / 2 - forest[0], corner[1] + insetSize / 2 - forest[1]);
  return corners.reduce((best, corner) => (away(corner) > away(best) ? corner : best));
}

/**
 * Where a forest lies: its region on the home map's geodata (its own country highlighted among the others, towns, a
 * scale off the borders), the forest's boundary where it stands, and in the corner away from it an inset with the
 * boundary at its own scale. A picture with a name (role
 * img); the caption says in words what it shows: the nearest town, the region, the coordinates and the area.
 */
export function ForestPlaceMap({
  product,
  boundary,
  failed = false,
}: {
  product: ForestProduct;
  boundary: ForestBoundary | null | undefined;
  /** The boundary could not be loaded: the caption says so, never that the forest has none. */
  failed?: boolean;
}) {
  const text = usePortalText();
  const { t } = text;
  const captionId = useId();
  const region = regionWindow(product.longitude, product.latitude);
  const forest = region?.at(product.longitude, product.latitude);
  const corner = insetCorner(forest);
  const inset = boundary ? boundaryInset(boundary, insetSize) : null;
  return (
    <figure className="forest-place">
      <svg
        className="forest-place__map"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('forests.place.mapLabel', { name: product.name })}
        aria-describedby={captionId}
      >
        <rect className="forest-place__water" width={width} height={height} />
        {region && forest ? (
          <RegionLayer region={region} forest={forest} centre={[product.longitude, product.latitude]} corner={corner} boundary={boundary} />
        ) : null}
        <g transform={`translate(${corner[0]} ${corner[1]})`} className="forest-place__inset" data-inset="">
          <rect className="forest-place__inset-frame" width={insetSize} height={insetSize} />
          {inset ? (
            <>
              <path className="forest-place__forest" d={inset.path} fillRule="evenodd" data-boundary="" />
              <ScaleBar x={insetSize * 0.12} y={insetSize - 18} units={inset.barUnits} label={length(text, inset.barMetres)} />
            </>
          ) : null}
        </g>
      </svg>
      <figcaption id={captionId}>
        <PlaceCaption product={product} boundary={boundary} failed={failed} />
      </figcaption>
    </figure>
  );
}

type Text = Pick<ReturnType<typeof usePortalText>, 't' | 'language'>;
/** A scale's length in words: "500 m", "2.5 km" ("2,5 km"). */
const length = ({ t, language }: Text, metres: number) =>
  metres >= 1000 ? t('forests.place.km', { value: formatNumber(language, metres / 1000) }) : t('forests.place.m', { value: formatNumber(language, metres) });

function ScaleBar({ x, y, units, label, backing = false }: { x: number; y: number; units: number; label: string; backing?: boolean }) {
  return (
    <g className="forest-place__scale" transform={`translate(${x} ${y})`}>
      {/* Where a border runs through every free corner, a backing keeps the bar apart from it. */}
      {backing ? <rect className="forest-place__scale-backing" x={-6} y={-26} width={units + barLabelWidth + 12} height={36} rx={4} /> : null}
      <path d={`M0 -5V0H${Math.round(units * 10) / 10}V-5`} />
      <text className="forest-place__name" x={units + 6} dy="0.1em">
        {label}
      </text>
    </g>
  );
}

/** The region: countries, towns and their names, the forest with a ring, the lines to the inset, and the scale. */
function RegionLayer({
  region,
  forest,
  centre,
  corner,
  boundary,
}: {
  region: RegionWindow;
  forest: readonly [number, number];
  centre: readonly [number, number];
  corner: Corner;
  boundary: ForestBoundary | null | undefined;
}) {
  const { t, language } = usePortalText();
  const [fx, fy] = forest;
  const keepOff: Box[] = [
    [fx - 12, fy - 12, fx + 12, fy + 12],
    [corner[0] - 6, corner[1] - 6, corner[0] + insetSize + 6, corner[1] + insetSize + 6],
  ];
  // The scale in a corner the inset leaves free and no border runs through (issue 41: it sat on one).
  const barUnits = region.perKm * barKm;
  const scale = scalePlace(region, keepOff, barUnits + barLabelWidth, margin);
  const avoid: Box[] = [...keepOff, scale.box];
  const labels = regionLabels(
    region,
    { town: (town) => (language === 'de' && town.de) || town.name, country: (country) => t(`forests.place.countries.${country}`) },
    avoid,
    centre,
  );
  // The lines from the forest's frame to the inset, joining the corners that face each other.
  const half = 9;
  const diagonal = corner[0] < fx === corner[1] < fy;
  const [from, to] = diagonal
    ? [
        [
          [fx - half, fy + half],
          [fx + half, fy - half],
        ],
        [
          [corner[0], corner[1] + insetSize],
          [corner[0] + insetSize, corner[1]],
        ],
      ]
    : [
        [
          [fx - half, fy - half],
          [fx + half, fy + half],
        ],
        [
          [corner[0], corner[1]],
          [corner[0] + insetSize, corner[1] + insetSize],
        ],
      ];
  const k = region.scale;
  // The forest's own country highlighted, drawn last so its whole border shows (issue 41: a forest in Bavaria had
  // Austria highlighted).
  const home = countryAt(centre[0], centre[1]);
  const drawn = (Object.keys(countryPaths) as MapCountry[]).filter((country) => countryPaths[country] && country !== home);
  return (
    <>
      <g transform={`matrix(${k} 0 0 ${k} ${-region.x * k} ${-region.y * k})`}>
        {drawn.map((country) => (
          <path key={country} className="forest-place__neighbours" d={countryPaths[country]} vectorEffect="non-scaling-stroke" />
        ))}
        {home ? <path className="forest-place__home" d={countryPaths[home]} vectorEffect="non-scaling-stroke" data-country={home} /> : null}
      </g>
      {labels.map((label) =>
        label.kind === 'town' ? (
          <g key={label.text} className="forest-place__town" transform={`translate(${Math.round(label.x)} ${Math.round(label.y)})`}>
            <circle r={3.5} />
            <text className="forest-place__name" {...townNamePlace[label.side]}>
              {label.text}
            </text>
          </g>
        ) : (
          <text key={label.text} className="forest-place__name forest-place__country" x={Math.round(label.x)} y={Math.round(label.y)} textAnchor="middle">
            {label.text}
          </text>
        ),
      )}
      {boundary ? <path className="forest-place__forest" d={boundaryPath(boundary, region.at)} fillRule="evenodd" /> : null}
      <rect className="forest-place__frame" x={fx - half} y={fy - half} width={half * 2} height={half * 2} />
      {from.map((point, index) => (
        <line key={index} className="forest-place__leader" x1={point[0]} y1={point[1]} x2={to[index]?.[0]} y2={to[index]?.[1]} />
      ))}
      <ScaleBar x={scale.x} y={scale.y} units={barUnits} label={length({ t, language }, barKm * 1000)} backing={!scale.clear} />
    </>
  );
}

/** The map in words: "<name>: 17 km east of Freistadt in Upper Austria, AT, at 48.53° N, 14.74° E." and the boundary's area. */
function PlaceCaption({ product, boundary, failed }: { product: ForestProduct; boundary: ForestBoundary | null | undefined; failed: boolean }) {
  const { t, language } = usePortalText();
  const degrees = (value: number) => formatNumber(language, Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const latitude = t(product.latitude >= 0 ? 'forests.place.north' : 'forests.place.south', { value: degrees(product.latitude) });
  const longitude = t(product.longitude >= 0 ? 'forests.place.east' : 'forests.place.west', { value: degrees(product.longitude) });
  const near = nearestTown(product.longitude, product.latitude);
  const town = near ? (language === 'de' && near.town.de) || near.town.name : '';
  const where = near ? (near.km < 3 ? t('forests.place.near', { town }) : t(`forests.place.direction.${near.direction}`, { km: near.km, town })) : '';
  const values = { name: product.name, location: product.location, latitude, longitude, where };
  const hectares = formatNumber(language, product.hectares);
  return (
    <>
      {near ? t('forests.place.caption', values) : t('forests.place.captionNoTown', values)}{' '}
      {/* While the boundary loads the caption already says what the box will show: its words do not change under the eye. */}
      {failed ? t('forests.place.boundaryFailed') : boundary === null ? t('forests.place.noBoundary') : t('forests.place.boundary', { hectares })}
    </>
  );
}
