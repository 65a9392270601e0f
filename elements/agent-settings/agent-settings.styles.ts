import { settingsListStyles } from '../core/settings-list.js';

export const agentSettingsStyles = settingsListStyles;
