// Spanish (Spain), informal "tú": the pricing page.
import type en from '../en-US/pricing';
import type { Translation } from '../../types';

const pricing: Translation<typeof en> = {
  lead: 'Paga por sesión o ahorra con un bono. Los precios se fijan en cada moneda: lo que ves es lo que pagas.',
  label: 'Planes',
  loading: 'Cargando...',
  currencyNote: 'Precios en {{currency}}. Cambia la moneda en Idioma y región.',
  sessions: '{{sessions}} sesiones de {{minutes}} minutos',
  session: 'Una sesión de {{minutes}} minutos',
  perSession: '{{amount}} por sesión',
  billing: { once: 'Pago único', monthly: 'al mes' },
  fallback: 'No disponible en {{wanted}}: precio en {{shown}}',
  noPrice: 'Precio a consultar',
  choose: 'Busca un tutor',
  empty: 'No hay planes disponibles en este momento.',
  offline: 'Estás sin conexión y los planes todavía no se han cargado en este dispositivo.',
  plans: {
    'single-session': { name: 'Sesión suelta', description: 'Una clase de 60 minutos con el tutor que elijas.' },
    'pack-5': { name: 'Bono de 5 sesiones', description: 'Cinco clases de 60 minutos para usar en tres meses.' },
    'pack-10': { name: 'Bono de 10 sesiones', description: 'Diez clases de 60 minutos para usar en seis meses.' },
    monthly: { name: 'Mensual', description: 'Cuatro clases de 60 minutos cada mes, más los modelos de tutor con IA entre clases. Cancela cuando quieras.' },
  },
};

export default pricing;
