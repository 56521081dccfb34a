// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/pricing';
import type { Translation } from '../../types';

const pricing: Translation<typeof en> = {
  "lead": "Paga por sesión o ahorra con un bono. Los precios se fijan en cada moneda: lo que ves es lo que pagas.",
  "currencyNote": "Precios en {{currency}}. Cambia la moneda en Idioma y región.",
  "choose": "Busca un tutor",
  "offline": "Estás sin conexión y los planes todavía no se han cargado en este dispositivo.",
  "plans": {
    "single-session": {
      "name": "Sesión suelta",
      "description": "Una clase de 60 minutos con el tutor que elijas."
    },
    "pack-5": {
      "name": "Bono de 5 sesiones"
    },
    "pack-10": {
      "name": "Bono de 10 sesiones"
    },
    "monthly": {
      "description": "Cuatro clases de 60 minutos cada mes, más los modelos de tutor con IA entre clases. Cancela cuando quieras."
    }
  }
};

export default pricing;
