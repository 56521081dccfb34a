// French (France): the notifications region.
import type en from '../en-US/toasts';
import type { Translation } from '../../types';

const toasts: Translation<typeof en> = {
  region: 'Notifications (F8)',
  dismiss: 'Fermer la notification : {{title}}',
};

export default toasts;
