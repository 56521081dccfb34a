// Spanish (Colombia), formal "usted": the accessibility panel.
import type en from '../en-US/accessibility';
import type { Translation } from '../../types';

const accessibility: Translation<typeof en> = {
  open: 'Accesibilidad',
  title: 'Accesibilidad',
  close: 'Cerrar',
  textColor: 'Color del texto',
  backgroundColor: 'Color de fondo',
  useDefault: 'Predeterminado',
  pickColor: 'Elegir un color',
  fontSize: 'Tamaño de la letra',
  sizes: { small: 'Pequeño', medium: 'Mediano', large: 'Grande', xlarge: 'Muy grande' },
  dyslexiaFont: 'Fuente adaptada para la dislexia',
  reset: 'Restablecer',
  note: 'La configuración se guarda en este dispositivo y, si inició sesión, también en su cuenta.',
};

export default accessibility;
