import { userPickerStyles } from '../user-picker/user-picker.styles.js';

/** The same field as user-picker's: tags, search box and list of matches. */
export const orgPickerStyles = userPickerStyles;
