// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/accessibility';
import type { Translation } from '../../types';

const accessibility: Translation<typeof en> = {
  useDefault: 'Por defecto',
  dyslexiaFont: 'Tipografía adaptada a la dislexia',
  note: 'Los ajustes se guardan en este dispositivo y, si has iniciado sesión, también en tu cuenta.',
};

export default accessibility;
