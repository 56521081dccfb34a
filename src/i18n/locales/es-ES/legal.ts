// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/legal';
import type { Translation } from '../../types';

const legal: Translation<typeof en> = {
  terms: {
    title: 'Condiciones del servicio',
    intro: 'Estas condiciones se aplican cuando usas el sitio web, la aplicación y los servicios de clases de Summit. Al crear una cuenta o reservar una sesión, las aceptas.',
    sections: [
      {
        heading: 'Quiénes somos',
        body: 'Summit ofrece clases online: sesiones con tutores humanos, cursos, material de práctica y modelos de tutor con IA. En estas condiciones, «nosotros» se refiere a Summit y «tú», a la persona que usa el servicio o, si se trata de un estudiante menor de 18 años, al padre, la madre o el tutor legal que gestiona la cuenta.',
      },
      {
        heading: 'Tu cuenta',
        body: 'Mantén en privado tus datos de inicio de sesión y avísanos de inmediato si crees que otra persona ha usado tu cuenta. Eres responsable de la exactitud de la información que nos facilitas. Los estudiantes menores de 18 años necesitan el permiso de su padre, madre o tutor legal para usar Summit.',
      },
      {
        heading: 'Reservas y pagos',
        body: 'Los precios se muestran antes de reservar e incluyen los impuestos aplicables. Una reserva queda confirmada cuando se recibe el pago. Las cancelaciones y los reembolsos se rigen por nuestra Política de reembolsos.',
      },
      {
        heading: 'Conducta en las sesiones',
        body: 'Tutores y estudiantes se tratan con respeto. El acoso, la discriminación o compartir contenido inapropiado ponen fin a la sesión y pueden suponer el cierre de la cuenta. Las sesiones no pueden grabarse sin el consentimiento de todos los participantes.',
      },
      {
        heading: 'Materiales de aprendizaje y tutores con IA',
        body: 'El contenido de los cursos y el material de práctica son solo para tu aprendizaje personal. Los modelos de tutor con IA pueden equivocarse: usa sus explicaciones como apoyo, no como la última palabra, y pregunta a tu tutor si tienes dudas.',
      },
      {
        heading: 'Disponibilidad del servicio',
        body: 'Trabajamos para que Summit esté disponible y tus datos estén seguros, pero no podemos garantizar que el servicio no se interrumpa nunca. Algunas funciones, como el tutor con IA, pueden suspenderse temporalmente por mantenimiento.',
      },
      {
        heading: 'Responsabilidad',
        body: 'Nada de lo dispuesto en estas condiciones limita los derechos que te reconoce la normativa de consumo. Más allá de esos derechos, nuestra responsabilidad por cualquier sesión se limita al importe que pagaste por ella.',
      },
      {
        heading: 'Cambios y contacto',
        body: 'Si modificamos estas condiciones, te lo comunicaremos antes de que los cambios entren en vigor. Preguntas sobre estas condiciones: hello@summit.example.',
      },
    ],
  },
  privacy: {
    intro: 'Esta política explica qué datos personales recoge Summit, con qué fin y qué opciones tienes.',
    sections: [
      {
        heading: 'Qué datos recogemos',
        body: 'Los datos de tu cuenta (nombre, correo electrónico y rol), tus reservas y sesiones, tus preferencias de idioma, región y accesibilidad, y los mensajes que nos envías. No recogemos más de lo necesario para prestar el servicio.',
      },
      {
        heading: 'Cómo los usamos',
        body: 'Para gestionar tu cuenta, organizar e impartir las sesiones, adaptar el aprendizaje a tus preferencias, responder a tus preguntas y mantener la seguridad del servicio. No vendemos datos personales ni los usamos para publicidad de terceros.',
      },
      {
        heading: 'Analítica',
        body: 'Summit no envía datos de analítica ni de seguimiento desde tu dispositivo. Cuando registramos el uso de un enlace de invitación, solo guardamos el código del enlace.',
      },
      {
        heading: 'Datos en tu dispositivo',
        body: 'La aplicación guarda tus preferencias y los cambios pendientes en tu dispositivo para poder funcionar sin conexión. Al cerrar sesión, estos datos se borran del dispositivo.',
      },
      {
        heading: 'Quién puede verlos',
        body: 'Tu tutor ve lo que necesita para darte clase. Nuestro personal solo ve los datos de la cuenta cuando es necesario para ayudarte. Nuestros proveedores de alojamiento tratan los datos por cuenta nuestra, en virtud de un contrato.',
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        body: 'Conservamos los datos de la cuenta mientras esta siga abierta y los eliminamos en un plazo de 90 días desde su cierre, salvo que la ley nos obligue a conservar algunos registros durante más tiempo.',
      },
      {
        heading: 'Tus derechos',
        body: 'Puedes solicitar acceder a tus datos personales, rectificarlos, exportarlos o suprimirlos, así como oponerte a la forma en que los usamos. Escribe a privacy@summit.example y te responderemos en un plazo de 30 días.',
      },
    ],
  },
  refund: {
    intro: 'Queremos que cada sesión merezca la pena. Si algo sale mal, así funcionan los reembolsos.',
    sections: [
      {
        heading: 'Cancelar una sesión',
        body: 'Cancela o cambia la fecha con al menos 24 horas de antelación para recibir el reembolso completo o pasar la sesión a otra hora sin coste. Las cancelaciones con menos antelación no se reembolsan, salvo en los casos que se indican a continuación.',
      },
      {
        heading: 'Si tu tutor cancela',
        body: 'Si un tutor cancela o no se presenta, recibes el reembolso completo o una sesión de sustitución gratuita, lo que prefieras.',
      },
      {
        heading: 'Problemas técnicos',
        body: 'Si una sesión no puede celebrarse por un problema por nuestra parte, te la reembolsamos íntegramente. Si se interrumpe antes de tiempo, reembolsamos la parte no utilizada o te ofrecemos una sesión de sustitución.',
      },
      {
        heading: 'Si no estás satisfecho',
        body: 'Si tu primera sesión con un tutor nuevo no ha sido lo que buscabas, avísanos en un plazo de 7 días y te la reembolsaremos.',
      },
      {
        heading: 'Cursos',
        body: 'Los cursos pueden reembolsarse en un plazo de 14 días desde la compra, siempre que se haya completado menos de una cuarta parte del curso.',
      },
      {
        heading: 'Cómo solicitar un reembolso',
        body: 'Escribe a hello@summit.example con los datos de tu reserva. Los reembolsos aprobados se abonan en el método de pago original en un plazo de 10 días hábiles.',
      },
    ],
  },
  cookies: {
    sections: [
      {
        heading: 'Qué guardamos',
        body: 'Tu sesión iniciada, tus ajustes de idioma y región, tus ajustes de accesibilidad, y copias de páginas y cambios para que la aplicación siga funcionando sin conexión. Todo ello se guarda en el almacenamiento local y en el almacenamiento sin conexión de tu navegador.',
      },
      {
        heading: 'Por qué',
        body: 'Sin este almacenamiento no podrías mantener la sesión iniciada, tus preferencias se restablecerían en cada visita y la aplicación no podría funcionar sin conexión. Este almacenamiento es estrictamente necesario, por lo que no requiere tu consentimiento.',
      },
      {
        heading: 'Sin cookies de seguimiento',
        body: 'No usamos cookies publicitarias ni de seguimiento de terceros, y la propia aplicación bloquea las solicitudes a servicios de analítica.',
      },
      {
        heading: 'Tus opciones',
        body: 'Al cerrar sesión se borran los datos guardados en el dispositivo. También puedes borrar los datos del sitio en los ajustes de tu navegador en cualquier momento; después tendrás que volver a iniciar sesión.',
      },
    ],
  },
};

export default legal;
