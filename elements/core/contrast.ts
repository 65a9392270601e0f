/** Colour contrast as WCAG 2 defines it, for colours in any CSS syntax the browser knows. */

export type Srgb = [red: number, green: number, blue: number];

let canvas: HTMLCanvasElement | undefined;

/**
 * A CSS colour as sRGB bytes, whatever syntax it is written or computed in (oklch, color-mix and
 * relative colours included): the browser's own colour parser draws it on a one-pixel canvas, over
 * `over` when it is translucent.
 */
export function srgbOf(color: string, over = '#fff'): Srgb {
  canvas ??= document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  // A translucent colour is seen over what is behind it (white unless told).
  context.fillStyle = over;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = '#000';
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
  return [red, green, blue];
}

/** WCAG 2's relative luminance of an sRGB colour. */
export function relativeLuminance([red, green, blue]: Srgb): number {
  const linear = (byte: number) => {
    const channel = byte / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: Srgb, second: Srgb): number {
  const [darker, lighter] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => a - b) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What WCAG AA asks of a pair: 4.5:1 for text, 3:1 for large text and for the parts of controls. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export function toHex([red, green, blue]: Srgb): string {
  return `#${[red, green, blue].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
