// English (UK): only the texts that differ from English (US).
import type en from '../en-US/about';
import type { Translation } from '../../types';

const about: Translation<typeof en> = {
  mission: {
    lead: 'Every learner deserves teaching that fits them. Summit exists to make personalised, inclusive tutoring easy to find, fair to pay for and possible to fit into real life.',
  },
};

export default about;
