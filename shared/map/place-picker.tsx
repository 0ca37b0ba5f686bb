/**
 * The forest's place, in the chunk that loads when the meeting form's forest step opens (shared/forms/place-map.tsx):
 * a search of the region's towns by name (the WAI-ARIA combobox with a list box) and the region's map, picked with a
 * pointer or with the keys (the arrows move a cross, with Shift further; Enter or Space takes it). Either fills
 * latitude and longitude, which stay fields of their own. Its texts and styles travel in this chunk, not in the form's
 * first load, whose budget has no room for them (docs/performance.md).
 */
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import de from '../i18n/locales/de/place.json';
import en from '../i18n/locales/en/place.json';
import { parseDecimal } from '../forms/use-form';
import { useForms } from '../ui/forms-context';
import { countryPaths, mapSize } from './map-data';
import { project, unproject } from './map-projection';
import { hasTowns, nearestTown, searchTowns, townName } from './place-search';
import css from './place-picker.css?inline';
import { towns, type Town } from './towns';

/**
 * Its texts in a language: the JSON's own tree, typed, with `{{name}}` filled. Not the shared translate function: the
 * portal keeps that in its first download, which this use alone would grow (docs/performance.md).
 */
const textsOf = (language: string) => {
  const texts = (language === 'de' ? de : en).place;
  const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  // Both languages have one form for 1 and one for every other count.
  const found = (count: number) => fill(count === 1 ? texts.search.found_one : texts.search.found_other, { count });
  return { ...texts, fill, found };
};
type Texts = ReturnType<typeof textsOf>;

/** Four decimals (about 10 m), with the page's decimal separator. */
const coordinate = (value: number, language: string) => {
  const text = value.toFixed(4);
  return language === 'de' ? text.replace('.', ',') : text;
};

let sheet: CSSStyleSheet | undefined;
/** Its styles, once, in the root it renders in: the element's shadow root, or the portal's document. */
function useStyles(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [ref]);
}

export interface PlacePickerProps {
  id: string;
  latitude: string;
  longitude: string;
  /** The form's country (ISO 3166-1 alpha-2): the search offers its towns, when the map has any. */
  country: string;
  onPick: (latitude: string, longitude: string) => void;
  /** The coordinates' fields: beside the map when there is room. */
  children: ReactNode;
}

/**
 * The search, the map behind a button beside the search's label (so the step stays short; a town's pick opens it on
 * its pin), the coordinates' fields, and a line that screen readers say: what was chosen, or where the map's cross is.
 */
export function PlacePicker({ id, latitude, longitude, country, onPick, children }: PlacePickerProps) {
  const { t, language } = useForms();
  const say = textsOf(language);
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref);
  const [said, setSaid] = useState('');
  const [open, setOpen] = useState(false);
  /** Sets the fields, and says the place near which the point lies. */
  const pick = (lat: number, lon: number, key: 'chosen' | 'cross' = 'chosen') => {
    const [shownLat, shownLon] = [coordinate(lat, language), coordinate(lon, language)];
    const near = nearestTown(towns, lat, lon);
    setSaid(say.fill(say.map[key], { town: near ? townName(near, language) : '', latitude: shownLat, longitude: shownLon }));
    if (key === 'chosen') onPick(shownLat, shownLon);
  };
  const lat = parseDecimal(latitude);
  const lon = parseDecimal(longitude);
  const pin = lat !== undefined && lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon) ? project(lon, lat) : null;
  return (
    <div className={open ? 'gft-place-map gft-place-map--open' : 'gft-place-map'} ref={ref}>
      {hasTowns(towns, country) ? null : <p className="gft-hint gft-place-map__outside">{say.outside}</p>}
      <PlaceSearch
        id={`${id}-search`}
        country={country}
        say={say}
        onPick={(town) => {
          pick(town.latitude, town.longitude);
          setOpen(true);
        }}
      >
        <button
          type="button"
          className="gft-link-button gft-place-map__toggle"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={`${id}-frame`}
          onClick={() => setOpen(!open)}
        >
          <span className="gft-place-map__caret" aria-hidden="true" />
          {say.map.toggle}
        </button>
      </PlaceSearch>
      <KeyboardMap id={id} label={t('meeting.map.label')} open={open} pin={pin} say={say} onMove={(point, take) => pick(...point, take ? 'chosen' : 'cross')} />
      <p className="gft-visually-hidden gft-place-map__said" role="status">
        {said}
      </p>
      {children}
    </div>
  );
}

/**
 * A combobox of the towns: typing filters, the arrows move, Enter takes one, Escape closes the list. `children` stand
 * beside its label.
 */
function PlaceSearch({ id, country, say, onPick, children }: { id: string; country: string; say: Texts; onPick: (town: Town) => void; children: ReactNode }) {
  const { language } = useForms();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = searchTowns(towns, query, language, country);
  const shown = open && found.length > 0;
  const regions = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language]);
  const choose = (town: Town) => {
    setQuery(townName(town, language));
    setOpen(false);
    onPick(town);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && found.length > 0) {
      event.preventDefault();
      setActive(open ? (active + step + found.length) % found.length : step > 0 ? 0 : found.length - 1);
      setOpen(true);
    } else if (event.key === 'Enter' && shown) {
      // Takes the place rather than sending the step.
      event.preventDefault();
      const town = found[Math.min(active, found.length - 1)];
      if (town) choose(town);
    } else if (event.key === 'Escape' && (open || query)) {
      event.preventDefault();
      event.stopPropagation();
      if (open) setOpen(false);
      else setQuery('');
    }
  };
  const none = open && query.trim() !== '' && found.length === 0;
  return (
    <div className="gft-place-search">
      <div className="gft-place-search__head">
        <label className="gft-label" htmlFor={id}>
          {say.search.label}
        </label>
        {children}
      </div>
      <div className="gft-place-search__box">
        <input
          id={id}
          className="gft-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={shown ? 'true' : 'false'}
          aria-controls={`${id}-list`}
          aria-activedescendant={shown ? `${id}-${Math.min(active, found.length - 1)}` : undefined}
          aria-describedby={`${id}-hint`}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul className="gft-place-search__list" id={`${id}-list`} role="listbox" aria-label={say.search.list} hidden={!shown}>
          {shown
            ? found.map((town, index) => (
                <li
                  key={`${town.country}-${town.name}`}
                  id={`${id}-${index}`}
                  role="option"
                  aria-selected={index === Math.min(active, found.length - 1) ? 'true' : 'false'}
                  // The input keeps the focus: a click takes the place without closing the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(town)}
                >
                  {townName(town, language)}
                  {town.country === country ? null : <span className="gft-place-search__country"> · {regions.of(town.country)}</span>}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p className="gft-visually-hidden" id={`${id}-hint`}>
        {say.search.hint}
      </p>
      <p className={none ? 'gft-hint' : 'gft-visually-hidden'} role="status">
        {none ? say.search.none : shown ? say.found(found.length) : ''}
      </p>
    </div>
  );
}

/** Map units per arrow key: about 2.5 km, with Shift 25 km. */
const keyStep = 3;
const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The map, focusable: a click takes the point; with the focus, the arrows move a cross (from the pin, or the middle of
 * Austria) and say where it is, Enter or Space takes it.
 */
function KeyboardMap({
  id,
  label,
  open,
  pin,
  say,
  onMove,
}: {
  id: string;
  label: string;
  open: boolean;
  pin: [number, number] | null;
  say: Texts;
  onMove: (point: [number, number], take: boolean) => void;
}) {
  const [cross, setCross] = useState<[number, number] | null>(null);
  const place = (x: number, y: number) => {
    const [lon, lat] = unproject(x, y);
    return [lat, lon] as [number, number];
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const from = cross ?? pin ?? project(14.1, 47.6);
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? keyStep * 10 : keyStep;
      const next: [number, number] = [
        Math.min(mapSize.width, Math.max(0, from[0] + move[0] * step)),
        Math.min(mapSize.height, Math.max(0, from[1] + move[1] * step)),
      ];
      setCross(next);
      onMove(place(...next), false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setCross(from);
      onMove(place(...from), true);
    }
  };
  return (
    <div className="gft-place-map__frame" id={`${id}-frame`} hidden={!open}>
      <div
        className="gft-place-map__focus"
        role="application"
        tabIndex={0}
        aria-label={label}
        aria-describedby={`${id}-keys`}
        onKeyDown={onKeyDown}
        onBlur={() => setCross(null)}
      >
        <svg
          className="gft-place-map__map"
          viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
          aria-hidden="true"
          data-map="region"
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            const x = ((event.clientX - box.left) / box.width) * mapSize.width;
            const y = ((event.clientY - box.top) / box.height) * mapSize.height;
            onMove(place(x, y), true);
          }}
        >
          {Object.entries(countryPaths).map(([name, path]) => (
            <path key={name} d={path} className={name === 'austria' ? 'gft-place-map__home' : 'gft-place-map__land'} />
          ))}
          {pin ? <circle className="gft-place-map__pin" cx={pin[0]} cy={pin[1]} r="12" /> : null}
          {cross ? (
            <g className="gft-place-map__cross" data-cross="">
              <path d={`M${cross[0] - 16},${cross[1]}h32M${cross[0]},${cross[1] - 16}v32`} />
              <circle cx={cross[0]} cy={cross[1]} r="6" />
            </g>
          ) : null}
        </svg>
      </div>
      <p className="gft-place-map__keys" id={`${id}-keys`}>
        {say.map.keys}
      </p>
    </div>
  );
}
