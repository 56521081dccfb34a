// Typed keys: t('nav.home') is checked against the English (US) catalogues, the source of every translation.
import type about from './locales/en-US/about';
import type account from './locales/en-US/account';
import type accessibility from './locales/en-US/accessibility';
import type auth from './locales/en-US/auth';
import type booking from './locales/en-US/booking';
import type common from './locales/en-US/common';
import type contact from './locales/en-US/contact';
import type courses from './locales/en-US/courses';
import type dashboard from './locales/en-US/dashboard';
import type data from './locales/en-US/data';
import type faq from './locales/en-US/faq';
import type founder from './locales/en-US/founder';
import type home from './locales/en-US/home';
import type legal from './locales/en-US/legal';
import type locale from './locales/en-US/locale';
import type outbox from './locales/en-US/outbox';
import type pages from './locales/en-US/pages';
import type pricing from './locales/en-US/pricing';
import type pwa from './locales/en-US/pwa';
import type tutors from './locales/en-US/tutors';
import type practice from './locales/en-US/practice';
import type mathlab from './locales/en-US/mathlab';
import type adhd from './locales/en-US/adhd';
import type aitutor from './locales/en-US/aitutor';
import type lesson from './locales/en-US/lesson';
import type lessonafter from './locales/en-US/lessonafter';
import type video from './locales/en-US/video';
import type credits from './locales/en-US/credits';
import type messages from './locales/en-US/messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      about: typeof about;
      legal: typeof legal;
      faq: typeof faq;
      contact: typeof contact;
      pages: typeof pages;
      locale: typeof locale;
      accessibility: typeof accessibility;
      outbox: typeof outbox;
      pwa: typeof pwa;
      auth: typeof auth;
      dashboard: typeof dashboard;
      account: typeof account;
      data: typeof data;
      tutors: typeof tutors;
      courses: typeof courses;
      pricing: typeof pricing;
      booking: typeof booking;
      founder: typeof founder;
      practice: typeof practice;
      mathlab: typeof mathlab;
      adhd: typeof adhd;
      aitutor: typeof aitutor;
      lesson: typeof lesson;
      lessonafter: typeof lessonafter;
      video: typeof video;
      credits: typeof credits;
      messages: typeof messages;
    };
  }
}
