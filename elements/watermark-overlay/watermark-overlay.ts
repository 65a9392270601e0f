import { defineElement } from '../core/define.js';
import { WatermarkOverlay } from './watermark-overlay.component.js';

export { WatermarkOverlay };

defineElement('watermark-overlay', WatermarkOverlay);

declare global {
  interface HTMLElementTagNameMap {
    'watermark-overlay': WatermarkOverlay;
  }
}
