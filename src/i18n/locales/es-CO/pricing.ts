// Spanish (Colombia), "usted": the pricing page.
import type en from '../en-US/pricing';
import type { Translation } from '../../types';

const pricing: Translation<typeof en> = {
  lead: 'Pague por sesión o ahorre con un paquete. Los precios se fijan en cada moneda: lo que ve es lo que paga.',
  label: 'Planes',
  loading: 'Cargando...',
  currencyNote: 'Precios en {{currency}}. Cambie la moneda en Idioma y región.',
  sessions: '{{sessions}} sesiones de {{minutes}} minutos',
  session: 'Una sesión de {{minutes}} minutos',
  perSession: '{{amount}} por sesión',
  billing: { once: 'Pago único', monthly: 'al mes' },
  fallback: 'No disponible en {{wanted}}: precio en {{shown}}',
  noPrice: 'Precio a consultar',
  choose: 'Buscar un tutor',
  empty: 'No hay planes disponibles en este momento.',
  offline: 'Está sin conexión y los planes aún no se han cargado en este dispositivo.',
};

export default pricing;
