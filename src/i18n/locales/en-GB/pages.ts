// English (UK): only the texts that differ from English (US).
import type en from '../en-US/pages';
import type { Translation } from '../../types';

const pages: Translation<typeof en> = {
  dev: {
    intro: 'This page exists for developers to check the maths lab and graphing components in isolation. It is not part of the learner experience.',
    pages: {
      mathLab: 'Maths Lab',
      mathAndGraphTest: 'Maths and graph test',
      mathOnlyTest: 'Maths-only test',
      graphNormalizeTest: 'Graph normalise test',
    },
  },
};

export default pages;
