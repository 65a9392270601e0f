import { useEffect, useState } from 'react';

/** Below this width the layout is vertical (tender-portal section 9). */
export const MOBILE_BREAKPOINT = 992;
export const RESIZE_DEBOUNCE_MS = 300;

const isMobileWidth = () => window.innerWidth < MOBILE_BREAKPOINT;

/** Whether the viewport is narrow; resize events are debounced 300 ms. */
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
