// Spanish (Colombia), formal "usted": the landing page.
import type en from '../en-US/home';
import type { Translation } from '../../types';

const home: Translation<typeof en> = {
  hero: {
    eyebrow: 'Tutorías en línea con Summit',
    tagline: 'Tutorías en línea personalizadas para cada estudiante',
    lead: 'Summit ofrece a cada estudiante el acompañamiento que se ajusta a su forma de aprender: tutores pacientes, cursos bien estructurados y ejercicios de práctica que evolucionan con su progreso. Inclusivo desde el diseño, para cada ritmo y cada forma de pensar.',
    primaryCta: 'Ver precios',
    secondaryCta: 'Ver tutores',
  },
  offers: {
    heading: 'Lo que ofrece Summit',
    items: {
      tutors: {
        title: 'Tutores humanos',
        body: 'Sesiones individuales con tutores que se toman el tiempo de entender sus metas, sus fortalezas y lo que se le dificulta.',
      },
      courses: {
        title: 'Cursos',
        body: 'Cursos paso a paso que desarrollan habilidades en un orden claro, para que siempre sepa qué sigue.',
      },
      booking: {
        title: 'Precios y reservas',
        body: 'Precios claros desde el principio y un proceso de reserva sencillo: elija el horario que más le convenga y reciba la confirmación de inmediato.',
      },
      practice: {
        title: 'Práctica',
        body: 'Preguntas de práctica generadas a su nivel, con retroalimentación que explica en lugar de limitarse a calificar.',
      },
      ai: {
        title: 'Modelos de tutor con IA',
        body: 'Modelos de tutor con IA que apoyan el aprendizaje entre sesiones, diseñados para explicar, motivar y adaptarse.',
      },
    },
  },
  inclusive: {
    heading: 'Un acompañamiento que se adapta al estudiante',
    body: 'Cada estudiante es distinto, y Summit también se adapta. Tamaño de texto y colores ajustables, una fuente pensada para la dislexia, sesiones adaptadas al TDAH con pasos más cortos y enfocados, y una aplicación que sigue funcionando aunque falle su conexión.',
  },
  closing: {
    heading: '¿Quiere empezar?',
    body: 'Revise los planes, encuentre un tutor que le guste y agende su primera sesión cuando le quede bien.',
    primaryCta: 'Ver precios',
    secondaryCta: 'Conozca a nuestros tutores',
  },
};

export default home;
