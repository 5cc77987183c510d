import { lazy } from 'react';

// nivo is about 100 KB gzip: charts load only when a widget or modal draws one.
export const Doughnut = lazy(() => import('./Doughnut'));
export const MonthlyBars = lazy(() => import('./MonthlyBars'));
