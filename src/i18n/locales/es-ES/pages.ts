// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/pages';
import type { Translation } from '../../types';

const pages: Translation<typeof en> = {
  auth: {
    title: 'Inicia sesión en Summit',
    intro: 'Inicia sesión o crea una cuenta para reservar sesiones y llevar tus preferencias contigo.',
  },
  authCallback: {
    intro: 'Estamos terminando de iniciar tu sesión. Te llevaremos a la siguiente página en un momento.',
  },
  resetPassword: {
    title: 'Restablece tu contraseña',
    intro: 'Elige una nueva contraseña para tu cuenta de Summit.',
  },
  dashboard: {
    title: 'Tu panel',
    intro: 'Tus sesiones, tus cursos y los datos de tu cuenta en un solo lugar.',
  },
  availability: {
    title: 'Tu disponibilidad',
    intro: 'Aquí los tutores indican las horas en las que pueden dar clase, para que los estudiantes reserven sesiones que vayan bien a ambas partes.',
  },
  learnerProfiles: {
    intro: 'Los perfiles recogen cómo prefiere aprender cada estudiante, para que los tutores y los modelos de tutor con IA se adapten a él.',
  },
  tutorModels: {
    intro: 'Los modelos de tutor con IA que ofrece Summit, en qué destaca cada uno y cómo apoya el aprendizaje entre sesiones.',
  },
  aiTutor: {
    intro: 'El tutor con IA está en mantenimiento. Pronto volverá a ayudarte con las lecciones entre sesiones.',
  },
  tutors: {
    intro: 'Explora los tutores de Summit por asignatura y encuentra a alguien cuyo enfoque encaje contigo. Aquí aparecerá el directorio de tutores.',
  },
  tutorDetail: {
    intro: 'El perfil de un tutor: asignaturas, forma de enseñar, disponibilidad y cómo reservar una sesión.',
  },
  adhdStart: {
    title: 'Empieza una sesión adaptada al TDAH',
    intro: 'Cuéntanos un poco cómo te gusta aprender y prepararemos una sesión con pasos cortos y centrados, y descansos regulares.',
  },
  adhdSession: {
    intro: 'Tu sesión se desarrolla aquí en pasos cortos y centrados, con un progreso claro y margen para hacer pausas.',
  },
  adhdTutor: {
    intro: 'Clases pensadas para estudiantes con TDAH: estructuradas, motivadoras y con un ritmo que mantiene la atención sin presionar.',
  },
  practice: {
    intro: 'Practica con preguntas generadas a tu nivel y recibe una explicación para cada respuesta.',
  },
  courseDetail: {
    intro: 'Qué cubre este curso, cómo está organizado y cómo inscribirte.',
  },
  pricing: {
    intro: 'Los planes y precios de las sesiones de Summit, en tu moneda, con la reserva a un solo paso.',
  },
  confirm: {
    title: 'Confirma tu reserva',
    intro: 'Revisa los detalles de tu sesión antes de confirmarla.',
  },
  book: {
    title: 'Reservar una sesión',
    intro: 'Elige un tutor y una hora que te venga bien para reservar tu sesión.',
  },
  bookingThanks: {
    title: 'Gracias por tu reserva',
    intro: 'Hemos recibido tu solicitud de reserva. Encontrarás los detalles en tu panel.',
  },
  dev: {
    intro: 'Esta página existe para que los desarrolladores prueben por separado los componentes del laboratorio de matemáticas y de gráficos. No forma parte de la experiencia del estudiante.',
    pages: {
      graph: 'Gráfico',
      graphTest: 'Prueba de gráfico',
      graphDebug: 'Depuración de gráfico',
      graphTestSimple: 'Prueba sencilla de gráfico',
      mathAndGraphTest: 'Prueba de matemáticas y gráficos',
      graphComponentTest: 'Prueba del componente de gráficos',
      equationGraphDirectTest: 'Prueba directa de gráfico de ecuaciones',
      graphDebugLive: 'Depuración de gráfico en directo',
      graphNormalizeTest: 'Prueba de normalización de gráficos',
      graphEnhancedTest: 'Prueba de gráfico mejorado',
      bulletproofGraphTest: 'Prueba de robustez de gráficos',
    },
  },
};

export default pages;
