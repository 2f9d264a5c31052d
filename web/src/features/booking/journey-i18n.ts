import { registerNamespace } from '../../app/i18n';
import enJourney from '../../locales/en/journey.json';
import hiJourney from '../../locales/hi/journey.json';

// The 'journey' namespace (trips, free days, rescheduling, contact) ships with the booking screens, not the first load.
registerNamespace('journey', { en: enJourney, hi: hiJourney });
