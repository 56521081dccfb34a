// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/credits';
import type { Translation } from '../../types';

const credits: Translation<typeof en> = {
  "loadFailed": "No hemos podido cargar tus créditos. Comprueba tu conexión e inténtalo de nuevo.",
  "nextExpiry": "Próximos en caducar: {{n}} el {{date}}",
  "openOrders": "Pedidos pendientes de pago",
  "noHistory": "Aún no hay movimientos. Compra un plan en la página de precios para obtener créditos.",
  "kinds": {
    "expired": "Caducado"
  },
  "buy": {
    "failed": "No hemos podido hacer el pedido. Inténtalo de nuevo.",
    "ordered": "Pedido hecho: {{plan}}.",
    "howToPay": "Paga por transferencia o en efectivo: tus créditos aparecen en cuanto el equipo registra el pago.",
    "cardUnavailable": "El pago con tarjeta aún no está disponible. Paga por transferencia o en efectivo."
  },
  "cancel": {
    "back": "Recuperas tu crédito de clase.",
    "kept": "Faltan menos de {{hours}} horas para la clase: no recuperas tu crédito de clase."
  },
  "hub": {
    "failed": "No hemos podido cargar las cifras de créditos.",
    "figures": {
      "expired": "Créditos caducados",
      "outstanding": "Créditos en manos de alumnos"
    },
    "openOrders": "Pedidos abiertos",
    "learner": "Alumno",
    "ordered": "Pedido",
    "correction": "Corregir los créditos de un alumno",
    "learnerEmail": "Correo del alumno",
    "errors": {
      "not_enough_credits": "El alumno no tiene tantos créditos.",
      "reason_required": "Escribe un motivo (al menos 3 caracteres).",
      "generic": "La corrección ha fallado."
    }
  }
};

export default credits;
