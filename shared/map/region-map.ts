/**
 * What the meeting form's place picker loads when the forest's step opens: the search of the region's towns and the
 * region's map, with their texts and styles (shared/map/place-picker.tsx).
 */
export { PlacePicker } from './place-picker';
