import type { ComponentProps } from 'react';
import { lazyModule } from './lazyModule';
import type AlertMessageView from './AlertMessageView';

// Most visits to the login screen show no alert: its code loads when one is shown.
const view = lazyModule(() => import('./AlertMessageView'));

/** One alert of the helper; every alert scrolls the page to the top (spec 01 §8). */
export function AlertMessage(props: ComponentProps<typeof AlertMessageView>) {
  return <view.Lazy {...props} fallback={null} />;
}
