// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/outbox';
import type { Translation } from '../../types';

const outbox: Translation<typeof en> = {
  synced: 'Todos los cambios guardados',
  memoryOnly: 'Este navegador no puede guardar datos en el dispositivo: los cambios solo se conservan hasta que cierres la página.',
  rejectedTitle: 'Cambios que el servidor no ha aceptado',
  rejectedIntro: 'Estos cambios se han conservado en este dispositivo, pero no se han podido guardar en tu cuenta.',
  kinds: {
    accessibility: 'Ajustes de accesibilidad',
  },
  reasons: {
    notAllowed: 'Tu cuenta no tiene permiso para hacer este cambio.',
  },
};

export default outbox;
