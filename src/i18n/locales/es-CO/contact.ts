// Spanish (Colombia), formal "usted": the contact page.
import type en from '../en-US/contact';
import type { Translation } from '../../types';

const contact: Translation<typeof en> = {
  title: 'Contáctenos',
  intro: '¿Tiene preguntas sobre las tutorías, los cursos o su cuenta? Escríbanos y le responderemos por correo electrónico.',
  form: {
    label: 'Formulario de contacto',
    name: 'Su nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    sending: 'Enviando...',
    requiredNote: 'Todos los campos son obligatorios.',
    count: '{{used}} de {{max}} caracteres',
  },
  errors: {
    nameRequired: 'Por favor, escriba su nombre',
    emailRequired: 'Por favor, escriba su correo electrónico',
    emailInvalid: 'Por favor, ingrese un correo electrónico válido',
    messageRequired: 'Por favor, escriba un mensaje',
    messageTooLong: 'Por favor, use menos de {{max}} caracteres en su mensaje',
    nameTooLong: 'Por favor, use menos de {{max}} caracteres en su nombre',
    emailTooLong: 'Por favor, use menos de {{max}} caracteres en su correo electrónico',
    rejected: 'No se pudo enviar su mensaje: el servidor lo rechazó. Revise los campos o escríbanos a hello@summit.example.',
    notSaved: 'No se pudo enviar ni guardar su mensaje en este dispositivo. Sigue en el formulario; inténtelo de nuevo o escríbanos a hello@summit.example.',
    summary: 'Por favor, corrija los campos marcados.',
  },
  success: 'Gracias, su mensaje fue enviado. Le responderemos por correo electrónico.',
  queuedOffline: 'Está sin conexión. Su mensaje quedó guardado en este dispositivo y se enviará cuando vuelva a estar en línea.',
  queuedUnreachable: 'No pudimos comunicarnos con el servidor en este momento. Su mensaje quedó guardado en este dispositivo y se enviará automáticamente.',
  other: {
    heading: 'Otras formas de contactarnos',
    email: 'Correo electrónico: hello@summit.example',
    hours: 'Respondemos los mensajes de lunes a viernes, normalmente en el transcurso de un día hábil.',
  },
};

export default contact;
