import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '../../api/contract/limits.js';

/** Below the breakpoint the layout is vertical (tender-portal section 9). */
const isMobileWidth = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/** Whether the viewport is narrow; resize events are debounced (RESIZE_DEBOUNCE_MS). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobileWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(isMobileWidth()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
