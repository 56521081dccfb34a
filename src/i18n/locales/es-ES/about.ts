// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/about';
import type { Translation } from '../../types';

const about: Translation<typeof en> = {
  mission: {
    lead: 'Todo estudiante merece una enseñanza a su medida. Summit existe para que las clases personalizadas e inclusivas sean fáciles de encontrar, justas en su precio y compatibles con la vida real.',
    sections: [
      {
        heading: 'Personalizado desde el principio',
        body: 'Se aprende mejor cuando se parte del estudiante: lo que ya sabe, lo que quiere conseguir y cómo le gusta trabajar. Cada sesión, curso y serie de ejercicios de Summit se construye a partir de ahí.',
      },
      {
        heading: 'Inclusivo con todas las formas de pensar',
        body: 'Diseñamos para estudiantes que a menudo se quedan fuera: personas con TDAH o dislexia, personas que aprenden en un segundo idioma, personas con conexiones lentas o poco fiables. Lo que les ayuda a ellas suele ayudar a todo el mundo.',
      },
      {
        heading: 'Honestidad y transparencia',
        body: 'Precios claros, políticas claras y comentarios claros. Explicamos a estudiantes y familias qué pueden esperar, y cumplimos lo que prometemos.',
      },
    ],
  },
  team: {
    title: 'Conoce al equipo',
    lead: 'Summit está en manos de un pequeño equipo de docentes e ingenieros a quienes les importa cómo aprenden las personas.',
    sections: [
      {
        heading: 'Fundadores',
        body: 'Summit lo fundaron personas que han dado clase en el aula y clases particulares, y que han visto la diferencia que marca el apoyo adecuado.',
      },
      {
        heading: 'Tutores',
        body: 'Elegimos a nuestros tutores por su dominio de la materia y por su paciencia. Cada uno pasa una entrevista y una verificación, y recibe formación en enseñanza inclusiva.',
      },
      {
        heading: 'Producto e ingeniería',
        body: 'Nuestro equipo técnico hace que la aplicación sea rápida, accesible y fiable, para que funcione en dispositivos modestos y proteja tu trabajo cuando te quedes sin conexión.',
      },
    ],
  },
  teaching: {
    sections: [
      {
        heading: 'Empezar por el estudiante',
        body: 'La primera sesión se centra en los objetivos, el nivel actual y las preferencias. Los tutores usan lo que descubren para planificar los siguientes pasos y revisan el plan a medida que el estudiante avanza.',
      },
      {
        heading: 'Pasos pequeños, progresos claros',
        body: 'Las clases dividen los temas en pasos asumibles, con comprobaciones frecuentes de lo aprendido, para que los estudiantes vean sus progresos y las lagunas se detecten pronto.',
      },
      {
        heading: 'Práctica que explica',
        body: 'Entre sesiones, los estudiantes practican con preguntas de su nivel. Cada respuesta va acompañada de una explicación, porque entender importa más que la nota.',
      },
      {
        heading: 'Accesible para todo el mundo',
        body: 'Los materiales respetan los ajustes de cada estudiante: tamaño del texto, colores, una tipografía adaptada a la dislexia y un ritmo adaptado al TDAH, con bloques de concentración más cortos y descansos.',
      },
    ],
  },
};

export default about;
