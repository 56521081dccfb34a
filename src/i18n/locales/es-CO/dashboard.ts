// Spanish (Colombia), formal "usted": the dashboard.
import type en from '../en-US/dashboard';
import type { Translation } from '../../types';

const dashboard: Translation<typeof en> = {
  account: 'Su cuenta',
  name: 'Nombre',
  email: 'Correo electrónico',
  role: 'Rol',
  notSet: 'Sin definir',
  loading: 'Cargando...',
  roles: { student: 'Estudiante', tutor: 'Tutor', founder: 'Fundador', admin: 'Administrador' },
  availability: 'Su disponibilidad',
  founderHub: 'Centro de fundadores',
};

export default dashboard;
