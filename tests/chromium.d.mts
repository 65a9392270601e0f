export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
/** The path of the Chromium binary tests launch. */
export function testChromium(): string;
