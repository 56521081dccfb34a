// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/contact';
import type { Translation } from '../../types';

const contact: Translation<typeof en> = {
  "title": "Contacta con nosotros",
  "intro": "¿Tienes preguntas sobre las clases, los cursos o tu cuenta? Escríbenos y te responderemos por correo electrónico.",
  "form": {
    "name": "Tu nombre"
  },
  "errors": {
    "nameRequired": "Escribe tu nombre",
    "emailRequired": "Escribe tu correo electrónico",
    "emailInvalid": "Introduce un correo electrónico válido",
    "messageRequired": "Escribe un mensaje",
    "messageTooLong": "El mensaje debe tener menos de {{max}} caracteres",
    "nameTooLong": "Tu nombre debe tener menos de {{max}} caracteres",
    "emailTooLong": "Tu correo electrónico debe tener menos de {{max}} caracteres",
    "rejected": "No se ha podido enviar tu mensaje: el servidor lo ha rechazado. Revisa los campos o escríbenos a hello@summit.example.",
    "notSaved": "No se ha podido enviar ni guardar tu mensaje en este dispositivo. Sigue en el formulario; inténtalo de nuevo o escríbenos a hello@summit.example.",
    "summary": "Corrige los campos marcados."
  },
  "success": "Gracias, tu mensaje se ha enviado. Te responderemos por correo electrónico.",
  "queuedOffline": "Estás sin conexión. Tu mensaje se ha guardado en este dispositivo y se enviará cuando vuelvas a tener conexión.",
  "queuedUnreachable": "Ahora mismo no hemos podido contactar con el servidor. Tu mensaje se ha guardado en este dispositivo y se enviará automáticamente.",
  "other": {
    "heading": "Otras formas de contactar con nosotros",
    "hours": "Respondemos los mensajes de lunes a viernes, normalmente en un día laborable."
  }
};

export default contact;
