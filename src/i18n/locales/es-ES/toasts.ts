// Spanish (Spain): the notifications region.
import type en from '../en-US/toasts';
import type { Translation } from '../../types';

const toasts: Translation<typeof en> = {
  region: 'Notificaciones (F8)',
  dismiss: 'Cerrar la notificación: {{title}}',
};

export default toasts;
