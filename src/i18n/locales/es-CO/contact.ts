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
  },
  errors: {
    nameRequired: 'Por favor, escriba su nombre',
    emailRequired: 'Por favor, escriba su correo electrónico',
    emailInvalid: 'Por favor, ingrese un correo electrónico válido',
    messageRequired: 'Por favor, escriba un mensaje',
    messageTooLong: 'Por favor, use menos de {{max}} caracteres en su mensaje',
    notConnected: 'El envío de mensajes aún no está disponible. Su mensaje no se envió; por favor, escríbanos a hello@summit.example.',
    summary: 'Por favor, corrija los campos marcados.',
  },
  success: 'Gracias, su mensaje fue enviado. Le responderemos por correo electrónico.',
  other: {
    heading: 'Otras formas de contactarnos',
    email: 'Correo electrónico: hello@summit.example',
    hours: 'Respondemos los mensajes de lunes a viernes, normalmente en el transcurso de un día hábil.',
  },
};

export default contact;
