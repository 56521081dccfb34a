// Español (Colombia): el panel de fundadores.
import type en from '../en-US/founder';
import type { Translation } from '../../types';

const founder: Translation<typeof en> = {
  title: 'Panel de fundadores',
  period: 'Últimos {{days}} días',
  signups: 'Registros',
  bookings: 'Reservas por estado',
  bookedValue: 'Valor reservado por moneda (sesiones reservadas, no ingresos: el dinero recibido está en Créditos de clase)',
  pagesLabel: 'Páginas de fundadores',
  aiLink: 'Operaciones de IA',
  tutors: { title: 'Tutores', search: 'Buscar por nombre', name: 'Tutor', status: 'Estado', active: 'Aprobado y visible', inactive: 'No visible' },
  referrals: 'Clics de referidos',
  telemetry: 'Eventos de telemetría',
  none: 'Ninguno',
  alerts: 'Últimas alertas de seguridad',
  alertsOlder: 'Mostrar alertas anteriores',
  alertsOlderFailed: 'No se pudieron cargar las alertas anteriores. Revise su conexión e inténtelo de nuevo.',
  inbox: 'Mensajes de contacto',
  inboxOpen: 'Abiertos',
  inboxHandled: 'Atendidos',
  handledOlder: 'Mostrar mensajes atendidos anteriores',
  handledOlderFailed: 'No se pudieron cargar los mensajes anteriores. Revise su conexión e inténtelo de nuevo.',
  handled: 'Atendido',
  markHandled: 'Marcar como atendido',
  markOpen: 'Reabrir',
  markFailed: 'No funcionó. Revise su conexión e inténtelo de nuevo.',
  loading: 'Cargando...',
  failed: 'No pudimos cargar las cifras. Revisa tu conexión e inténtalo de nuevo.',
  tutor: {
    notFound: 'No hay ningún tutor con este id.',
    active: 'Aprobado y visible',
    approve: 'Aprobar',
    deactivate: 'Desactivar',
    headline: 'Titular',
    subjects: 'Materias (separadas por comas)',
    rate: 'Tarifa por hora (en {{currency}})',
    save: 'Guardar',
    saved: 'Guardado',
    failed: 'No se pudo guardar.',
    rateInvalid: 'Escriba la tarifa por hora como un número mayor que cero, por ejemplo 35 o 35.50.',
    subjectsInvalid: 'Las materias son códigos cortos en minúsculas, cifras y guiones, separados por comas (por ejemplo mathematics, computer-science). No válidos: {{list}}',
  },
};

export default founder;
