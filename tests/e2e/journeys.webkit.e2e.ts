/** The clinic's journeys (journeys.ts) in Webkit. */
import { webkitEngine } from './engines/webkit';
import { defineJourneys } from './journeys';

defineJourneys(webkitEngine);
