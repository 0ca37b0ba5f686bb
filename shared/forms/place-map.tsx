/**
 * The forest's place found by a town's name or picked on a small map of the region (shared/map/place-picker.tsx),
 * loaded when the forest's step opens: it sets latitude and longitude, which stay fields of their own.
 */

import type { PlacePickerProps } from '../map/place-picker';
import { lazyModule } from '../api/lazy-module';
import { RetryAlert } from '../ui/choice-fields';
import { useForms } from '../ui/forms-context';
import { useResource } from './use-resource';

// A chunk of its own (demo/build-plugins/lazy-chunks.ts), fetched only by this step; a failed load is retried under a
// fresh URL by the widgets' build, as every chunk loaded after the first render (decision 1).
const loadMap = lazyModule('region map', () => import('../map/region-map'));

/** The search and the map, once their chunk is there; the pin where the typed coordinates are; the coordinates' fields. */
export function PlaceMap(props: PlacePickerProps) {
  const { t } = useForms();
  const map = useResource('region-map', loadMap);
  if (map.data) return <map.data.PlacePicker {...props} />;
  return (
    <>
      {map.error ? (
        <RetryAlert message={t('meeting.map.error')} onRetry={map.retry} />
      ) : (
        <p className="gft-hint" role="status">
          {t('meeting.map.loading')}
        </p>
      )}
      {props.children}
    </>
  );
}
