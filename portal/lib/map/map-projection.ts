// The projection is in shared/ because the meeting form's place picker (shared/forms/place-map.tsx) places points
// with it too; the portal's forest map and forest pages import it under this name.
export * from '#shared/map/map-projection';
