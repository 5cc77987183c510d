import { lazyModule } from '@/ui/lazyModule';

// nivo is about 100 KB gzip: charts load only when a widget or modal draws one.
export const doughnutChart = lazyModule(() => import('./Doughnut'));
export const monthlyBarsChart = lazyModule(() => import('./MonthlyBars'));
