// English (UK): only the texts that differ from English (US); everything else falls back to it. Texts quoted from
// the product spec (the tagline, crash screen, loading…) stay as in English (US) on purpose.
import type en from '../en-US/common';
import type { Translation } from '../../types';

const common: Translation<typeof en> = {
  titles: {
    home: 'Summit · Personalised online tutoring',
    devLab: 'Maths Lab (developer)',
  },
};

export default common;
