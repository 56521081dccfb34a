// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/common';
import type { Translation } from '../../types';

const common: Translation<typeof en> = {
  "nav": {
    "team": "Conoce al equipo",
    "book": "Reservar una sesión"
  },
  "footer": {
    "tagline": "Clases online personalizadas para cada estudiante",
    "terms": "Condiciones del servicio"
  },
  "titles": {
    "home": "Summit · Clases online personalizadas",
    "team": "Conoce al equipo",
    "adhdStart": "Clases adaptadas al TDAH: primeros pasos",
    "terms": "Condiciones del servicio",
    "confirm": "Confirma tu reserva",
    "book": "Reservar una sesión",
    "crash": "Algo ha ido mal"
  },
  "crash": {
    "heading": "Algo ha ido mal",
    "message": "La página ha fallado al cargarse. Puede deberse a un error de JavaScript o a una dependencia que falta.",
    "hint": "Si el problema continúa, consulta la consola del navegador para ver los detalles del error."
  },
  "notFound": {
    "message": "No hemos encontrado la página que buscas. Puede que se haya movido o que la dirección esté mal escrita."
  }
};

export default common;
