// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/dashboard';
import type { Translation } from '../../types';

const dashboard: Translation<typeof en> = {
  "account": "Tu cuenta",
  "roles": {
    "tutor": "Profesor"
  },
  "availability": "Tu disponibilidad"
};

export default dashboard;
