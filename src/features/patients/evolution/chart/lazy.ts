import { lazyModule } from '@/ui/lazyModule';

// nivo is about 100 kB gzip: the line chart loads only when the tab has reports to draw.
export const psChart = lazyModule(() => import('./PsChart'));
