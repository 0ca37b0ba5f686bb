// The region's geodata is in shared/ because the meeting form's place picker (shared/forms/place-map.tsx) draws it
// too; the portal's forest map and forest pages import it under this name.
export * from '#shared/map/map-data';
