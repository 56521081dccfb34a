// Spanish (Colombia): server data shown from the device copy.
import type en from '../en-US/data';
import type { Translation } from '../../types';

const data: Translation<typeof en> = {
  offline: 'Datos de {{age}}. No tienes conexión.',
  refreshFailed: 'Datos de {{age}}. No se pudieron actualizar.',
  unavailableOffline: 'No tienes conexión y esta página todavía no está guardada en este dispositivo. Ábrela una vez con conexión para leerla sin conexión después.',
  loadFailed: 'No se pudo cargar. Revisa tu conexión e inténtalo de nuevo.',
  price: {
    approximate: 'Aproximado, convertido con nuestras tasas de cambio',
    original: 'Precio original',
    chargedAs: 'Se cobra {{amount}}',
    notConverted: '(en {{currency}}, sin tasa de cambio)',
    units: { perHour: 'por hora' },
  },
  retry: 'Intentar de nuevo',
  /** Subjects by slug (any page that names one: tutors, booking, dashboards). */
  subjects: {
    mathematics: 'Matemáticas',
    physics: 'Física',
    english: 'Inglés',
    french: 'Francés',
    spanish: 'Español',
    'computer-science': 'Informática',
    chemistry: 'Química',
    biology: 'Biología',
    music: 'Música',
    writing: 'Escritura',
    history: 'Historia',
  },
};

export default data;
