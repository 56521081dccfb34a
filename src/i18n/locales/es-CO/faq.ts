// Spanish (Colombia), formal "usted": frequently asked questions.
import type en from '../en-US/faq';
import type { Translation } from '../../types';

const faq: Translation<typeof en> = {
  title: 'Preguntas frecuentes',
  intro: 'Respuestas a las preguntas que más nos hacen estudiantes y familias. ¿No encuentra la suya? Contáctenos.',
  contactLink: 'Contáctenos',
  items: [
    {
      question: '¿Qué es Summit?',
      answer: 'Summit es un servicio de tutorías en línea. Ofrece sesiones individuales con tutores humanos, cursos estructurados, preguntas de práctica y modelos de tutor con IA, todo pensado para adaptarse a cada estudiante.',
    },
    {
      question: '¿Cómo agendo una sesión?',
      answer: 'Vaya a Precios, elija la opción que más le convenga y escoja un horario con un tutor. Recibirá una confirmación en cuanto quede hecha la reserva.',
    },
    {
      question: '¿Necesito una cuenta?',
      answer: 'Puede navegar por Summit sin una cuenta. Para agendar sesiones y conservar sus preferencias en todos sus dispositivos, inicie sesión con correo electrónico y contraseña, con un enlace mágico que le enviamos por correo o con una cuenta de Google.',
    },
    {
      question: '¿Puedo cancelar o cambiar la fecha de una sesión?',
      answer: 'Sí. Puede cancelar o reprogramar sin costo hasta 24 horas antes de la sesión. Nuestra Política de reembolsos explica qué pasa con los cambios posteriores.',
    },
    {
      question: '¿Summit es adecuado para estudiantes con TDAH o dislexia?',
      answer: 'Sí. Summit ofrece sesiones adaptadas al TDAH, con pasos cortos y enfocados, y opciones de accesibilidad para el tamaño del texto, los colores y una fuente adaptada para la dislexia.',
    },
    {
      question: '¿La aplicación funciona sin conexión?',
      answer: 'Summit se puede instalar en su dispositivo. Las páginas que ya abrió siguen funcionando sin conexión, y los cambios en su configuración se guardan en el dispositivo y se envían cuando vuelva a estar en línea.',
    },
    {
      question: '¿En qué idiomas está disponible Summit?',
      answer: 'Summit está disponible en inglés (Estados Unidos y Reino Unido), español (Colombia y España) y francés. Puede cambiar el idioma y la región en cualquier momento.',
    },
    {
      question: '¿El tutor con IA está disponible?',
      answer: 'El tutor con IA está en mantenimiento por ahora. Los tutores humanos, los cursos y la práctica siguen disponibles como siempre.',
    },
  ],
};

export default faq;
