// Spanish (Colombia), formal "usted": changes saved on the device and waiting for the server.
import type en from '../en-US/outbox';
import type { Translation } from '../../types';

// Spanish has a third plural form, 'many' (un millón de cambios); without it i18next would fall back to English.
const outbox: Translation<typeof en> & { pending_many: string } = {
  savedOnDevice: 'Guardado en el dispositivo',
  pending_one: '{{count}} cambio pendiente de sincronizar',
  pending_many: '{{count}} de cambios pendientes de sincronizar',
  pending_other: '{{count}} cambios pendientes de sincronizar',
  synced: 'Todos los cambios están guardados',
  memoryOnly: 'Este navegador no puede guardar datos en el dispositivo: los cambios se conservan solo hasta que cierre la página.',
  rejectedTitle: 'Cambios que el servidor no aceptó',
  rejectedIntro: 'Estos cambios se conservaron en este dispositivo, pero no se pudieron guardar en su cuenta.',
  dismiss: 'Descartar',
  reasons: { notAllowed: 'Su cuenta no tiene permiso para hacer este cambio.', invalid: 'El servidor consideró que este cambio no es válido.', other: 'El servidor no aceptó este cambio.' },
  details: 'Detalles',
  kinds: { locale: 'Idioma y región', accessibility: 'Configuración de accesibilidad', 'referral-click': 'Visita desde un enlace de invitación', 'contact-message': 'Mensaje de contacto', 'booking-request': 'Reserva de sesión', 'booking-series-request': 'Reserva de clases semanales', 'practice-attempt': 'Respuesta de práctica', 'adhd-session': 'Sesión de concentración', 'telemetry-event': 'Configuración guardada (evento de uso)' },
};

export default outbox;
