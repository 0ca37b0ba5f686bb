// The region's geodata is shared with the meeting form's place picker (shared/forms/place-map.tsx): the portal's
// pages keep importing it by this name.
export * from '#shared/map/map-data';
