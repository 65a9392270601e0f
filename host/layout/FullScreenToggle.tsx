import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import { message } from '../notify.js';

/** Enters or leaves the browser's full screen; says 开启全屏失败 where the browser refuses. */
export function FullScreenToggle() {
  const [on, setOn] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else {
        if (!document.fullscreenEnabled) throw new Error('fullscreen is not available');
        await document.documentElement.requestFullscreen();
      }
    } catch {
      message(msg('开启全屏失败'), 'error');
    }
  };
  const label = on ? msg('退出全屏') : msg('全屏');
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => void toggle()}
      aria-label={label}
      title={label}
    >
      <sl-icon name={on ? 'fullscreen-exit' : 'arrows-fullscreen'} aria-hidden="true"></sl-icon>
    </button>
  );
}
