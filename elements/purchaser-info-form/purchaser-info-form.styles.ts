import { profileFormStyles } from '../core/forms/profile-form.styles.js';

export const purchaserInfoFormStyles = profileFormStyles;
