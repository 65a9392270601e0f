/** The version of the element library (package.json's); a test keeps the two equal. */
export const ELEMENTS_VERSION = '0.1.0';
