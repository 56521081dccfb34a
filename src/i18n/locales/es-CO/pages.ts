// Spanish (Colombia), formal "usted": pages whose behaviour arrives in later releases.
import type en from '../en-US/pages';
import type { Translation } from '../../types';

const pages: Translation<typeof en> = {
  auth: { title: 'Inicie sesión en Summit', intro: 'Inicie sesión o cree una cuenta para agendar sesiones y llevar sus preferencias a donde vaya.' },
  authCallback: { title: 'Iniciando sesión', intro: 'Estamos terminando de iniciar su sesión. En un momento pasará a la siguiente página.' },
  resetPassword: { title: 'Restablezca su contraseña', intro: 'Elija una nueva contraseña para su cuenta de Summit.' },
  dashboard: { title: 'Su panel', intro: 'Sus sesiones, sus cursos y los datos de su cuenta en un solo lugar.' },
  availability: { title: 'Su disponibilidad', intro: 'Aquí los tutores indican los horarios en los que pueden dar clase, para que los estudiantes agenden sesiones que les sirvan a ambos.' },
  founderHub: { title: 'Centro de fundadores', intro: 'La vista general de los fundadores sobre tutores, estudiantes y reservas. Solo para administradores.' },
  founderTutor: { title: 'Detalles del tutor', intro: 'La vista de un administrador sobre un tutor: perfil, disponibilidad e historial de sesiones.' },
  founderAi: { title: 'Operaciones de IA', intro: 'Aquí los administradores revisan y configuran los modelos de tutor con IA.' },
  tutorDashboard: { title: 'Panel del tutor', intro: 'Aquí los tutores ven sus próximas sesiones, sus estudiantes y su disponibilidad.' },
  learnerProfiles: { title: 'Perfiles de estudiantes', intro: 'Los perfiles registran cómo prefiere aprender cada estudiante, para que los tutores y los modelos de tutor con IA se adapten a él.' },
  tutorModels: { title: 'Modelos de tutor con IA', intro: 'Los modelos de tutor con IA que ofrece Summit, en qué se destaca cada uno y cómo apoya el aprendizaje entre sesiones.' },
  aiTutor: { title: 'Tutor con IA', intro: 'El tutor con IA está en mantenimiento. Pronto volverá a ayudar con las lecciones entre sesiones.' },
  tutors: { title: 'Nuestros tutores', intro: 'Explore los tutores de Summit por materia y encuentre a alguien cuyo enfoque se ajuste a usted. Aquí aparecerá el directorio de tutores.' },
  tutorDetail: { title: 'Perfil del tutor', intro: 'El perfil de un tutor: materias, enfoque de enseñanza, disponibilidad y cómo agendar una sesión.' },
  adhdStart: { title: 'Comience una sesión adaptada al TDAH', intro: 'Cuéntenos un poco cómo le gusta aprender y prepararemos una sesión con pasos cortos y enfocados, y pausas regulares.' },
  adhdSession: { title: 'Sesión adaptada al TDAH', intro: 'Su sesión transcurre aquí en pasos cortos y enfocados, con un progreso claro y espacio para hacer pausas.' },
  adhdTutor: { title: 'Tutor especializado en TDAH', intro: 'Tutorías pensadas para estudiantes con TDAH: estructuradas, motivadoras y con un ritmo que mantiene la atención sin presionar.' },
  practice: { title: 'Práctica', intro: 'Practique con preguntas generadas a su nivel y reciba una explicación para cada respuesta.' },
  courses: { title: 'Cursos', intro: 'Cursos estructurados que desarrollan habilidades paso a paso. Aquí aparecerá el catálogo de cursos.' },
  courseDetail: { title: 'Detalles del curso', intro: 'Qué cubre este curso, cómo está organizado y cómo inscribirse.' },
  pricing: { title: 'Precios', intro: 'Los planes y precios de las sesiones de Summit, en su moneda, con la reserva a un solo paso.' },
  confirm: { title: 'Confirme su reserva', intro: 'Revise los detalles de su sesión antes de confirmarla.' },
  book: { title: 'Agendar una sesión', intro: 'Elija un tutor y un horario que le convenga para agendar su sesión.' },
  bookingThanks: { title: 'Gracias por su reserva', intro: 'Recibimos su solicitud de reserva. Encontrará los detalles en su panel.' },
  dev: {
    note: 'Página de prueba para desarrolladores.',
    intro: 'Esta página existe para que los desarrolladores prueben por separado los componentes del laboratorio de matemáticas y de gráficas. No forma parte de la experiencia del estudiante.',
    pages: {
      mathLab: 'Laboratorio de matemáticas',
      graph: 'Gráfica',
      graphTest: 'Prueba de gráfica',
      graphDebug: 'Depuración de gráfica',
      graphTestSimple: 'Prueba sencilla de gráfica',
      mathAndGraphTest: 'Prueba de matemáticas y gráficas',
      mathOnlyTest: 'Prueba solo de matemáticas',
      graphComponentTest: 'Prueba del componente de gráficas',
      equationGraphDirectTest: 'Prueba directa de gráfica de ecuaciones',
      graphDebugLive: 'Depuración de gráfica en vivo',
      graphNormalizeTest: 'Prueba de normalización de gráficas',
      graphEnhancedTest: 'Prueba de gráfica mejorada',
      bulletproofGraphTest: 'Prueba de robustez de gráficas',
    },
  },
};

export default pages;
