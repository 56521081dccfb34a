// Spanish (Colombia), formal "usted": Mission, Meet the Team and Our Teaching.
import type en from '../en-US/about';
import type { Translation } from '../../types';

const about: Translation<typeof en> = {
  mission: {
    title: 'Nuestra misión',
    lead: 'Todo estudiante merece una enseñanza a su medida. Summit existe para que las tutorías personalizadas e inclusivas sean fáciles de encontrar, justas en su precio y posibles de encajar en la vida real.',
    sections: [
      {
        heading: 'Personalizado desde el principio',
        body: 'Se aprende mejor cuando se parte del estudiante: lo que ya sabe, lo que quiere lograr y cómo le gusta trabajar. Cada sesión, curso y conjunto de ejercicios de Summit se construye a partir de eso.',
      },
      {
        heading: 'Inclusivo con todas las formas de pensar',
        body: 'Diseñamos para estudiantes que a menudo quedan por fuera: personas con TDAH o dislexia, personas que aprenden en un segundo idioma, personas con conexiones lentas o inestables. Lo que les ayuda a ellas suele ayudar a todos.',
      },
      {
        heading: 'Honestos y transparentes',
        body: 'Precios claros, políticas claras y retroalimentación clara. Les decimos a los estudiantes y a sus familias qué pueden esperar, y cumplimos lo que prometemos.',
      },
    ],
  },
  team: {
    title: 'Conozca al equipo',
    lead: 'Summit lo dirige un equipo pequeño de educadores e ingenieros a quienes les importa cómo aprenden las personas.',
    sections: [
      {
        heading: 'Fundadores',
        body: 'Summit fue fundado por personas que han enseñado en el aula y dado tutorías individuales, y que vieron la gran diferencia que hace el acompañamiento adecuado.',
      },
      {
        heading: 'Tutores',
        body: 'Elegimos a nuestros tutores por su dominio de la materia y por su paciencia. Cada uno pasa por una entrevista y una verificación, y recibe formación en enseñanza inclusiva.',
      },
      {
        heading: 'Producto e ingeniería',
        body: 'Nuestro equipo técnico hace que la aplicación sea rápida, accesible y confiable, para que funcione en dispositivos modestos y proteja su trabajo cuando se quede sin conexión.',
      },
    ],
  },
  teaching: {
    title: 'Cómo enseñamos',
    lead: 'Así enseñan los tutores de Summit: con estructura, con ánimo y a la medida de cada estudiante.',
    sections: [
      {
        heading: 'Empezar por el estudiante',
        body: 'La primera sesión se centra en las metas, el nivel actual y las preferencias. Los tutores usan lo que aprenden para planear los siguientes pasos y revisan el plan a medida que el estudiante avanza.',
      },
      {
        heading: 'Pasos pequeños, avances claros',
        body: 'Las clases dividen los temas en pasos manejables, con comprobaciones frecuentes de comprensión, para que los estudiantes vean su progreso y los vacíos se detecten a tiempo.',
      },
      {
        heading: 'Práctica que explica',
        body: 'Entre sesiones, los estudiantes practican con preguntas del nivel adecuado. Cada respuesta viene con una explicación, porque entender importa más que una nota.',
      },
      {
        heading: 'Accesible para todos',
        body: 'Los materiales respetan la configuración de cada estudiante: tamaño del texto, colores, una fuente adaptada para la dislexia y un ritmo adaptado al TDAH, con bloques de concentración más cortos y pausas.',
      },
    ],
  },
};

export default about;
