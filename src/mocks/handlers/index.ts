import type { RequestHandler } from 'msw';
import { controlHandler } from '../control';
import { accountHandlers } from './account';
import { addressHandlers } from './addresses';
import { alertHandlers } from './alerts';
import { announcementHandlers } from './announcements';
import { biHandlers } from './bi';
import { chatHandlers } from './chats';
import { clinicalEvolutionHandlers } from './clinicalEvolution';
import { dashboardActivityHandlers } from './dashboard-activity';
import { dashboardSeriesHandlers } from './dashboard-series';
import { dashboardSummaryHandlers } from './dashboard-summary';
import { demoHandlers } from './demo';
import { firstAccessHandlers } from './first-access';
import { historyRecordHandlers } from './historyRecords';
import { patientRecordHandlers } from './patientRecord';
import { patientHandlers } from './patients';
import { professionalHandlers } from './professionals';
import { tabExportHandlers } from './tabExports';
import { teamHandlers } from './teams';

/**
 * Every demo endpoint, for setupServer in tests and for the Node server. The control handler
 * comes first so latency and simulated failures apply before any real handler answers.
 */
export const handlers: RequestHandler[] = [
  controlHandler,
  ...demoHandlers,
  ...accountHandlers,
  ...firstAccessHandlers,
  ...addressHandlers,
  ...dashboardSummaryHandlers,
  ...dashboardSeriesHandlers,
  ...dashboardActivityHandlers,
  ...alertHandlers,
  ...teamHandlers,
  ...professionalHandlers,
  ...patientHandlers,
  ...patientRecordHandlers,
  ...historyRecordHandlers,
  ...clinicalEvolutionHandlers,
  ...tabExportHandlers,
  ...chatHandlers,
  ...announcementHandlers,
  ...biHandlers,
];
