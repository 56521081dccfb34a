// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/contact';
import type { Translation } from '../../types';

const contact: Translation<typeof en> = {
  title: 'Contacta con nosotros',
  intro: '¿Tienes preguntas sobre las clases, los cursos o tu cuenta? Escríbenos y te responderemos por correo electrónico.',
  form: {
    name: 'Tu nombre',
  },
  errors: {
    nameRequired: 'Escribe tu nombre',
    emailRequired: 'Escribe tu correo electrónico',
    emailInvalid: 'Introduce un correo electrónico válido',
    messageRequired: 'Escribe un mensaje',
    messageTooLong: 'El mensaje debe tener menos de {{max}} caracteres',
    notConnected: 'Todavía no se pueden enviar mensajes desde aquí. Tu mensaje no se ha enviado; escríbenos a hello@summit.example.',
    summary: 'Corrige los campos marcados.',
  },
  success: 'Gracias, tu mensaje se ha enviado. Te responderemos por correo electrónico.',
  other: {
    heading: 'Otras formas de contactar con nosotros',
    hours: 'Respondemos los mensajes de lunes a viernes, normalmente en un día laborable.',
  },
};

export default contact;
