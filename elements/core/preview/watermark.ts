import { formatDateTime } from '../format.js';

/** The watermark's text: who looks at the file, and when (tender-portal section 9). */
export function watermarkText(account: string, at: Date = new Date()): string {
  return [account, formatDateTime(at)].filter(Boolean).join(' ');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One tile of the watermark as an SVG data url, repeated over the preview by CSS. A picture rather
 * than text nodes, so the text cannot be selected, copied or hidden with a stylesheet of the page.
 */
export function watermarkTile(text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="180">` +
    `<text x="150" y="90" text-anchor="middle" dominant-baseline="middle" transform="rotate(-22 150 90)" ` +
    `font-family="sans-serif" font-size="15" fill="rgb(128,128,128)" fill-opacity="0.28">` +
    `${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
