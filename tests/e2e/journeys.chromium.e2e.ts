/** The clinic's journeys (journeys.ts) in Chromium, through Playwright. */
import { chromiumEngine } from './engines/chromium';
import { defineJourneys } from './journeys';

defineJourneys(chromiumEngine);
