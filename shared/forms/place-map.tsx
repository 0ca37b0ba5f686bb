/**
 * The forest's place picked on a small map of the region (the portal's geodata, shared/map/), loaded when the
 * forest's step opens: a click sets latitude and longitude, which stay fields of their own for exact coordinates.
 */

import { lazyModule } from '../api/lazy-module';
import { RetryAlert } from '../ui/choice-fields';
import { useForms } from '../ui/forms-context';
import { parseDecimal } from './use-form';
import { useResource } from './use-resource';

// A chunk of its own (demo/build-config/widgets.ts), fetched only by this step; a failed load is retried under a
// fresh URL by the widgets' build, as every chunk loaded after the first render (decision 1).
const loadMap = lazyModule('region map', () => import('../map/region-map'));

/** Four decimals (about 10 m), with the page's decimal separator. */
const coordinate = (value: number, language: string) => {
  const text = value.toFixed(4);
  return language === 'de' ? text.replace('.', ',') : text;
};

/** The map; the pin where the typed coordinates are, when they are on it. */
export function PlaceMap({
  id,
  latitude,
  longitude,
  onPick,
}: {
  id: string;
  latitude: string;
  longitude: string;
  onPick: (latitude: string, longitude: string) => void;
}) {
  const { t, language } = useForms();
  const map = useResource('region-map', loadMap);
  if (!map.data) {
    return map.error ? (
      <RetryAlert message={t('meeting.map.error')} onRetry={map.retry} />
    ) : (
      <p className="gft-hint" role="status">
        {t('meeting.map.loading')}
      </p>
    );
  }
  const { countryPaths, mapSize, project, unproject } = map.data;
  const lat = parseDecimal(latitude);
  const lon = parseDecimal(longitude);
  const pin = lat !== undefined && lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon) ? project(lon, lat) : null;
  return (
    <div className="gft-place-map">
      <p className="gft-label" id={`${id}-label`}>
        {t('meeting.map.label')}
      </p>
      {/* For a pointer: the coordinates' fields beside it are the way for a keyboard and a screen reader. */}
      <svg
        className="gft-place-map__map"
        viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
        aria-hidden="true"
        data-map="region"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const [pickedLon, pickedLat] = unproject(
            ((event.clientX - box.left) / box.width) * mapSize.width,
            ((event.clientY - box.top) / box.height) * mapSize.height,
          );
          onPick(coordinate(pickedLat, language), coordinate(pickedLon, language));
        }}
      >
        {Object.entries(countryPaths).map(([name, path]) => (
          <path key={name} d={path} className={name === 'austria' ? 'gft-place-map__home' : 'gft-place-map__land'} />
        ))}
        {pin ? <circle className="gft-place-map__pin" cx={pin[0]} cy={pin[1]} r="9" /> : null}
      </svg>
    </div>
  );
}
