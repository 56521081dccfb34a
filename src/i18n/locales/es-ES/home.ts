// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/home';
import type { Translation } from '../../types';

const home: Translation<typeof en> = {
  hero: {
    eyebrow: 'Clases online con Summit',
    tagline: 'Clases online personalizadas para cada estudiante',
    lead: 'Summit ofrece a cada estudiante el apoyo que encaja con su forma de aprender: tutores pacientes, cursos bien estructurados y ejercicios de práctica que se adaptan a medida que avanza. Inclusivo desde el diseño, para cada ritmo y cada forma de pensar.',
  },
  offers: {
    heading: 'Qué ofrece Summit',
    items: {
      tutors: {
        body: 'Sesiones individuales con tutores que se toman el tiempo de entender tus objetivos, tus puntos fuertes y lo que te frena.',
      },
      courses: {
        body: 'Cursos paso a paso que desarrollan habilidades en un orden claro, para que siempre sepas qué viene después.',
      },
      booking: {
        body: 'Precios claros desde el principio y un proceso de reserva sencillo: elige la hora que mejor te venga y recibe la confirmación al momento.',
      },
      practice: {
        body: 'Preguntas de práctica generadas a tu nivel, con comentarios que te explican el porqué en lugar de limitarse a corregir.',
      },
    },
  },
  inclusive: {
    heading: 'Un apoyo que se adapta a cada estudiante',
    body: 'Cada estudiante es diferente, y Summit también. Tamaño de texto y colores ajustables, una tipografía pensada para la dislexia, sesiones adaptadas al TDAH con pasos más cortos y centrados, y una aplicación que sigue funcionando aunque tu conexión falle.',
  },
  closing: {
    heading: '¿Empezamos?',
    body: 'Echa un vistazo a los planes, encuentra un tutor que te guste y reserva tu primera sesión cuando te venga bien.',
    secondaryCta: 'Conoce a nuestros tutores',
  },
};

export default home;
