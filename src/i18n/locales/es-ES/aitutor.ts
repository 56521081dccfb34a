// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/aitutor';
import type { Translation } from '../../types';

const aitutor: Translation<typeof en> = {
  "intro": "Recibe una lección hecha para ti a partir de tu perfil de aprendizaje y de tu práctica. Se crea en tu dispositivo, así que también funciona sin conexión.",
  "guestNote": "Como invitado, la lección usa tu práctica en este dispositivo. Inicia sesión para usar también tu perfil de aprendizaje.",
  "maintenance": "El tutor con IA está en mantenimiento. Pronto volverá a ayudarte con lecciones entre sesiones.",
  "maintenancePractice": "Mientras tanto, practica con preguntas generadas",
  "failed": "No se pudo generar la lección. Inténtalo de nuevo.",
  "overlay": {
    "title": "Generando tu lección",
    "text": "Nuestro tutor con IA está creando una experiencia de aprendizaje personalizada para ti. Esto suele tardar entre 30 y 60 segundos.",
    "steps": {
      "analyzing": "Analizando tu perfil de aprendizaje",
      "preparing": "Preparando tu lección"
    }
  },
  "lesson": {
    "title": "Tu lección: {{skill}}",
    "reason": {
      "weakest": "{{skill}} es la habilidad en la que más te ayudará practicar ahora.",
      "notStarted": "Todavía no has probado {{skill}}: esta lección es un primer paso.",
      "review": "Lo llevas bien todo: esta lección repasa {{skill}} para mantenerla fresca."
    },
    "goal": "Tu objetivo: {{goal}}",
    "exercisesHeading": "Tus ejercicios",
    "madeOnDevice": "Creada en este dispositivo a partir de tu perfil y tu historial de práctica.",
    "madeHosted": "Creada por el tutor con IA en línea a partir de tu perfil y tu historial de práctica."
  },
  "founder": {
    "intro": "Activa o desactiva el tutor con IA para todos. Mientras está en mantenimiento, el pie de página lo muestra desactivado y la página lo indica.",
    "loadFailed": "No se pudo cargar la configuración. Comprueba la conexión y vuelve a cargar.",
    "failed": "El cambio no se ha guardado. Quizá no tienes permiso o se ha perdido la conexión."
  }
};

export default aitutor;
