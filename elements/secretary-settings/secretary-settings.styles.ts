import { settingsListStyles } from '../core/settings-list.js';

export const secretarySettingsStyles = settingsListStyles;
