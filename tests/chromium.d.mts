/** The path of the Chromium binary tests launch (tests/chromium.mjs). */
export function testChromium(): string;
