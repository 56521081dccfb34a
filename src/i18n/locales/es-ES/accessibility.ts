// Spanish (Spain), informal "tú": the accessibility panel.
import type en from '../en-US/accessibility';
import type { Translation } from '../../types';

const accessibility: Translation<typeof en> = {
  open: 'Accesibilidad',
  title: 'Accesibilidad',
  close: 'Cerrar',
  textColor: 'Color del texto',
  backgroundColor: 'Color de fondo',
  useDefault: 'Por defecto',
  pickColor: 'Elegir un color',
  fontSize: 'Tamaño de la letra',
  sizes: { small: 'Pequeño', medium: 'Mediano', large: 'Grande', xlarge: 'Muy grande' },
  dyslexiaFont: 'Tipografía adaptada a la dislexia',
  reset: 'Restablecer',
  note: 'Los ajustes se guardan en este dispositivo y, si has iniciado sesión, también en tu cuenta.',
};

export default accessibility;
