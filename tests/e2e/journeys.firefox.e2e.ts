/** The clinic's journeys (journeys.ts) in Firefox. */
import { firefoxEngine } from './engines/firefox';
import { defineJourneys } from './journeys';

defineJourneys(firefoxEngine);
