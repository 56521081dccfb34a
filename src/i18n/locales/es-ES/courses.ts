// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/courses';
import type { Translation } from '../../types';

const courses: Translation<typeof en> = {
  "list": {
    "lead": "Cursos estructurados que desarrollan habilidades paso a paso, escritos por nuestros tutores. Guarda un curso para leerlo sin conexión.",
    "offline": "Estás sin conexión y la lista de cursos todavía no se ha cargado en este dispositivo."
  },
  "saved": {
    "failed": "No se ha podido guardar el curso en este dispositivo. Comprueba tu conexión y el espacio libre, y vuelve a intentarlo.",
    "needsNetwork": "Conéctate a internet para guardar este curso.",
    "storage": "Este sitio usa {{usage}} de los {{quota}} que permite tu navegador.",
    "persisted": "Tu navegador conservará los cursos guardados aunque se quede sin espacio.",
    "notPersisted": "Tu navegador podría borrar los cursos guardados si se queda sin espacio."
  },
  "offline": {
    "notSaved": "Estás sin conexión y este curso no está guardado en este dispositivo. Guarda un curso mientras tengas conexión para leerlo después sin ella.",
    "readingSaved": "Estás leyendo la copia guardada en este dispositivo."
  },
  "error": {
    "heading": "No se ha podido cargar este curso"
  },
  "notFound": {
    "message": "No hay ningún curso publicado en esta dirección. Puede que se haya retirado o que el enlace esté incompleto."
  },
  "models": {
    "lead": "Cada modelo de tutor con IA tiene sus materias y su forma de enseñar. Te acompañan entre las sesiones con un tutor humano.",
    "offline": "Estás sin conexión y los modelos de tutor con IA todavía no se han cargado en este dispositivo."
  }
};

export default courses;
