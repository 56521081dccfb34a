// Spanish (Spain), informal "tú": the dashboard.
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
  founderHub: 'Centro de fundadores',
};

export default dashboard;
