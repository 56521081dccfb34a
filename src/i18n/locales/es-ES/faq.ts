// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/faq';
import type { Translation } from '../../types';

const faq: Translation<typeof en> = {
  intro: 'Respuestas a las preguntas que más nos hacen estudiantes y familias. ¿No encuentras la tuya? Escríbenos.',
  contactLink: 'Contacta con nosotros',
  items: [
    {
      question: '¿Qué es Summit?',
      answer: 'Summit es un servicio de clases online. Ofrece sesiones individuales con tutores humanos, cursos estructurados, preguntas de práctica y modelos de tutor con IA, todo pensado para adaptarse a cada estudiante.',
    },
    {
      question: '¿Cómo reservo una sesión?',
      answer: 'Ve a Precios, elige la opción que mejor te venga y escoge una hora con un tutor. Recibirás una confirmación en cuanto se haga la reserva.',
    },
    {
      question: '¿Necesito una cuenta?',
      answer: 'Puedes navegar por Summit sin cuenta. Para reservar sesiones y conservar tus preferencias en todos tus dispositivos, inicia sesión con correo electrónico y contraseña, con un enlace mágico que te enviamos por correo o con una cuenta de Google.',
    },
    {
      question: '¿Puedo cancelar o cambiar la fecha de una sesión?',
      answer: 'Sí. Puedes cancelar o cambiar la fecha sin coste hasta 24 horas antes de la sesión. Nuestra Política de reembolsos explica qué ocurre con los cambios posteriores.',
    },
    {
      question: '¿Summit es adecuado para estudiantes con TDAH o dislexia?',
      answer: 'Sí. Summit ofrece sesiones adaptadas al TDAH, con pasos cortos y centrados, y ajustes de accesibilidad para el tamaño del texto, los colores y una tipografía adaptada a la dislexia.',
    },
    {
      question: '¿La aplicación funciona sin conexión?',
      answer: 'Puedes instalar Summit en tu dispositivo. Las páginas que ya has abierto siguen funcionando sin conexión, y los cambios en tus ajustes se guardan en el dispositivo y se envían cuando vuelves a estar en línea.',
    },
    {
      question: '¿En qué idiomas está disponible Summit?',
      answer: 'Summit está disponible en inglés (Estados Unidos y Reino Unido), español (Colombia y España) y francés. Puedes cambiar el idioma y la región cuando quieras.',
    },
    {
      question: '¿Está disponible el tutor con IA?',
      answer: 'El tutor con IA está en mantenimiento en este momento. Los tutores humanos, los cursos y la práctica siguen disponibles con normalidad.',
    },
  ],
};

export default faq;
