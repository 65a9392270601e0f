import { contrastRatio, srgbOf } from '../../../elements/core/contrast.js';

export { srgbOf } from '../../../elements/core/contrast.js';

/** WCAG's contrast ratio of two CSS colours, in whatever syntax the browser computed them. */
export const contrast = (first: string, second: string): number =>
  contrastRatio(srgbOf(first), srgbOf(second));
