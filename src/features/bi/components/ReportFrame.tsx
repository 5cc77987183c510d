import { useEffect, useRef, useState } from 'react';
import { LoadingOverlay } from '@mantine/core';
import { messages } from '@/messages/screens';
import classes from './BiScreen.module.css';

/** How long the report may take to load before the screen calls it a failure. */
const FRAME_LOAD_TIMEOUT_MS = 20_000;

interface Props {
  src: string;
  /** Called once when the frame is taken not to load (timeout or `error`). */
  onFail: () => void;
  timeoutMs?: number;
}

/**
 * The report in a plain frame (the API gives a URL, not an embed token: decision 0009).
 *
 * Detecting a frame that does not load is approximate, and these are its limits:
 * - `load` fires for whatever document the frame ends up with, error pages included (a 404, the
 *   host's own "report not found", and in Chromium and Firefox a page refused by X-Frame-Options
 *   or frame-ancestors, or blocked by our CSP's frame-src). The report's document is another
 *   origin's, which the console may not read, so those cases show the host's page, not our message.
 * - What is caught: a host that never answers, or answers so slowly that `load` does not come
 *   within `timeoutMs` (then the frame is removed and the failure shown with a retry), and the
 *   `error` event where a browser fires one on a frame (most never do).
 * - A report that loads after the timeout on a very slow link is still called a failure; the retry
 *   gives it another full period.
 */
export function ReportFrame({ src, onFail, timeoutMs = FRAME_LOAD_TIMEOUT_MS }: Props) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(onFail, timeoutMs);
    return () => clearTimeout(timer);
  }, [loaded, onFail, timeoutMs]);

  // React attaches no `error` listener to an iframe: listen directly.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    frame.addEventListener('error', onFail);
    return () => frame.removeEventListener('error', onFail);
  }, [onFail]);

  return (
    <div className={classes.frameArea} aria-busy={!loaded}>
      <iframe
        ref={frameRef}
        src={src}
        title={messages.bi.frameTitle}
        className={classes.frame}
        // A third party's page: it may run its scripts, keep its own origin (a Power BI report
        // needs both), open links in a new tab and download its exports, but never navigate the
        // console's tab (no allow-top-navigation, by user activation or not), whatever the
        // deployment's CSP says; and it learns nothing of the console's address.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-downloads"
        referrerPolicy="no-referrer"
        allowFullScreen
        onLoad={() => setLoaded(true)}
      />
      <LoadingOverlay visible={!loaded} zIndex={1} overlayProps={{ blur: 1 }} />
    </div>
  );
}
