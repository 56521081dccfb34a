// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/founder';
import type { Translation } from '../../types';

const founder: Translation<typeof en> = {
  "referrals": "Clics de recomendaciones",
  "markFailed": "No ha funcionado. Revisa tu conexión e inténtalo de nuevo.",
  "alertsOlderFailed": "No se han podido cargar las alertas anteriores. Revisa tu conexión e inténtalo de nuevo.",
  "handledOlderFailed": "No se han podido cargar los mensajes anteriores. Revisa tu conexión e inténtalo de nuevo.",
  "tutor": {
    "rateInvalid": "Escribe la tarifa por hora como un número mayor que cero, por ejemplo 35 o 35.50."
  }
};

export default founder;
