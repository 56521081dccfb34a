// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/booking';
import type { Translation } from '../../types';

const booking: Translation<typeof en> = {
  "series": {
    "noneAvailable": "No se puede reservar ninguna de estas fechas. Elige otra hora.",
    "requests": "Clases semanales solicitadas sin conexión a internet",
    "reasons": {
      "no_credits": "no te quedaba ningún crédito de clase para esa fecha"
    }
  },
  "book": {
    "pickAnother": "Elegir otra hora"
  },
  "confirm": {
    "offlineHint": "Estás sin conexión: al confirmar, la solicitud se guarda en este dispositivo y se reserva en cuanto vuelvas a estar en línea."
  },
  "thanks": {
    "addToCalendar": "Añadir al calendario (.ics)"
  },
  "errors": {
    "no_credits": "No te quedan créditos de clase. Compra un plan en la página de precios para reservar.",
    "not_reviewable": "Solo se puede valorar una sesión que ya se ha realizado.",
    "already_reviewed": "Ya has valorado esta sesión."
  },
  "sessions": {
    "lateMoveWarning": "Esta sesión empieza en menos de {{hours}} horas: todavía puedes moverla, pero si la cancelas después, la cancelación quedará marcada como tardía.",
    "rate": "Valora esta sesión",
    "rating": "Valoración (1 a 5)",
    "review": "Tu opinión (opcional)",
    "sendReview": "Enviar opinión",
    "reviewed": "Gracias por tu opinión"
  },
  "learner": {
    "yourLearners": "Tus alumnos",
    "noLearners": "Aún no tienes alumnos."
  },
  "tutor": {
    "learner": "Alumno",
    "learnerProfiles": "Perfiles de alumnos",
    "noCourses": "Aún no enseñas ningún curso publicado."
  },
  "availability": {
    "addRange": "Añadir horas",
    "addOverride": "Añadir una fecha"
  }
};

export default booking;
