// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/dashboard';
import type { Translation } from '../../types';

const dashboard: Translation<typeof en> = {
  account: 'Tu cuenta',
  name: 'Nombre',
  email: 'Correo electrónico',
  role: 'Rol',
  notSet: 'Sin definir',
  loading: 'Cargando...',
  roles: { student: 'Estudiante', tutor: 'Profesor', founder: 'Fundador', admin: 'Administrador' },
  availability: 'Tu disponibilidad',
};

export default dashboard;
