/**
 * Shoelace icons (default library) that elements, host and docs render. Only these are copied to
 * our own origin at build time: the full set is 8.5 MB. Add a name here when you use a new one.
 */
export const USED_ICONS = [
  'bell',
  'person-circle',
  'box-arrow-right',
  'key',
  'house',
  'search',
  'arrows-fullscreen',
  'fullscreen-exit',
  'palette',
  'translate',
  'x-lg',
  'chevron-down',
  'chevron-right',
  'envelope',
  'telephone',
  'geo-alt',
  'file-earmark-text',
  'megaphone',
  'trophy',
  'info-circle',
  'moon',
  'sun',
] as const;
