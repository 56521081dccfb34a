// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/pricing';
import type { Translation } from '../../types';

const pricing: Translation<typeof en> = {
  "lead": "Paga por sesión o ahorra con un bono. Los precios se fijan en cada moneda: lo que ves es lo que pagas.",
  "currencyNote": "Precios en {{currency}}. Cambia la moneda en Idioma y región.",
  "choose": "Busca un tutor",
  "offline": "Estás sin conexión y los planes todavía no se han cargado en este dispositivo."
};

export default pricing;
