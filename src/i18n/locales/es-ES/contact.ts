// Spanish (Spain), informal "tú": the contact page.
import type en from '../en-US/contact';
import type { Translation } from '../../types';

const contact: Translation<typeof en> = {
  title: 'Contacta con nosotros',
  intro: '¿Tienes preguntas sobre las clases, los cursos o tu cuenta? Escríbenos y te responderemos por correo electrónico.',
  form: {
    label: 'Formulario de contacto',
    name: 'Tu nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    sending: 'Enviando...',
    requiredNote: 'Todos los campos son obligatorios.',
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
    email: 'Correo electrónico: hello@summit.example',
    hours: 'Respondemos los mensajes de lunes a viernes, normalmente en un día laborable.',
  },
};

export default contact;
