/** What the meeting form's place picker loads when the forest's step opens: the region's outlines and its projection. */
export { countryPaths, mapSize } from './map-data';
export { project, unproject } from './map-projection';
