// Spanish (Colombia), formal "usted": Terms, Privacy, Refund and Cookie policies. A faithful translation of the
// English (US) text; the English version is the reference.
import type en from '../en-US/legal';
import type { Translation } from '../../types';

const legal: Translation<typeof en> = {
  updated: 'Última actualización: {{date}}',
  updatedDate: '1 de mayo de 2026',
  contents: 'En esta página',
  terms: {
    title: 'Términos del servicio',
    intro: 'Estos términos se aplican cuando usted usa el sitio web, la aplicación y los servicios de tutoría de Summit. Al crear una cuenta o reservar una sesión, usted los acepta.',
    sections: [
      {
        heading: 'Quiénes somos',
        body: 'Summit ofrece tutorías en línea: sesiones con tutores humanos, cursos, material de práctica y modelos de tutor con IA. En estos términos, “nosotros” se refiere a Summit y “usted”, a la persona que usa el servicio o, en el caso de un estudiante menor de 18 años, al padre, la madre o el acudiente que administra la cuenta.',
      },
      {
        heading: 'Su cuenta',
        body: 'Mantenga en privado sus datos de inicio de sesión y avísenos de inmediato si cree que otra persona ha usado su cuenta. Usted es responsable de la exactitud de la información que nos proporciona. Los estudiantes menores de 18 años necesitan el permiso de su padre, madre o acudiente para usar Summit.',
      },
      {
        heading: 'Reservas y pagos',
        body: 'Los precios se muestran antes de reservar e incluyen los impuestos aplicables. Una reserva queda confirmada cuando se recibe el pago. Las cancelaciones y los reembolsos se rigen por nuestra Política de reembolsos.',
      },
      {
        heading: 'Conducta en las sesiones',
        body: 'Tutores y estudiantes se tratan con respeto. El acoso, la discriminación o el envío de contenido inapropiado ponen fin a la sesión y pueden dar lugar al cierre de la cuenta. Las sesiones no se pueden grabar sin el consentimiento de todos los participantes.',
      },
      {
        heading: 'Materiales de aprendizaje y tutores con IA',
        body: 'El contenido de los cursos y el material de práctica son solo para su aprendizaje personal. Los modelos de tutor con IA pueden cometer errores: use sus explicaciones como apoyo, no como la última palabra, y consulte a su tutor en caso de duda.',
      },
      {
        heading: 'Disponibilidad del servicio',
        body: 'Trabajamos para que Summit esté disponible y sus datos estén seguros, pero no podemos garantizar que el servicio nunca se interrumpa. Algunas funciones, como el tutor con IA, pueden suspenderse por mantenimiento.',
      },
      {
        heading: 'Responsabilidad',
        body: 'Nada de lo dispuesto en estos términos limita los derechos que usted tiene según las normas de protección al consumidor. Más allá de esos derechos, nuestra responsabilidad por cualquier sesión se limita al monto que usted pagó por ella.',
      },
      {
        heading: 'Cambios y contacto',
        body: 'Si modificamos estos términos, se lo informaremos antes de que los cambios entren en vigor. Preguntas sobre estos términos: hello@summit.example.',
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    intro: 'Esta política explica qué datos personales recopila Summit, con qué fin y qué opciones tiene usted.',
    sections: [
      {
        heading: 'Qué recopilamos',
        body: 'Los datos de su cuenta (nombre, correo electrónico y rol), sus reservas y sesiones, sus preferencias de idioma, región y accesibilidad, y los mensajes que nos envía. No recopilamos más de lo necesario para prestar el servicio.',
      },
      {
        heading: 'Cómo los usamos',
        body: 'Para administrar su cuenta, organizar y dictar las sesiones, adaptar el aprendizaje a sus preferencias, responder sus preguntas y mantener la seguridad del servicio. No vendemos datos personales ni los usamos para publicidad de terceros.',
      },
      {
        heading: 'Analítica',
        body: 'Summit no envía datos de analítica ni de seguimiento desde su dispositivo. Cuando registramos el uso de un enlace de invitación, guardamos únicamente el código del enlace.',
      },
      {
        heading: 'Datos en su dispositivo',
        body: 'La aplicación guarda sus preferencias y los cambios pendientes en su dispositivo para poder funcionar sin conexión. Al cerrar sesión, estos datos se borran del dispositivo.',
      },
      {
        heading: 'Quién puede verlos',
        body: 'Su tutor ve lo que necesita para enseñarle. Nuestro personal ve los datos de la cuenta solo cuando es necesario para brindarle soporte. Nuestros proveedores de alojamiento tratan los datos en nuestro nombre, en virtud de un contrato.',
      },
      {
        heading: 'Por cuánto tiempo los conservamos',
        body: 'Conservamos los datos de la cuenta mientras esta esté abierta y los eliminamos dentro de los 90 días siguientes a su cierre, salvo que la ley nos exija conservar algunos registros por más tiempo.',
      },
      {
        heading: 'Sus derechos',
        body: 'Puede solicitar ver, corregir, exportar o eliminar sus datos personales, y oponerse a la forma en que los usamos. Escriba a privacy@summit.example y le responderemos en un plazo de 30 días.',
      },
    ],
  },
  refund: {
    title: 'Política de reembolsos',
    intro: 'Queremos que cada sesión valga la pena. Si algo sale mal, así funcionan los reembolsos.',
    sections: [
      {
        heading: 'Cancelar una sesión',
        body: 'Cancele o reprograme con al menos 24 horas de anticipación para recibir un reembolso total o cambiar la sesión a otro horario sin costo. Las cancelaciones con menos anticipación no se reembolsan, salvo en los casos que se indican a continuación.',
      },
      {
        heading: 'Si su tutor cancela',
        body: 'Si un tutor cancela o no se presenta, usted recibe un reembolso total o una sesión de reemplazo sin costo, lo que prefiera.',
      },
      {
        heading: 'Problemas técnicos',
        body: 'Si una sesión no puede realizarse por un problema de nuestra parte, la reembolsamos en su totalidad. Si se interrumpe antes de tiempo, reembolsamos la parte no utilizada u ofrecemos una sesión de reemplazo.',
      },
      {
        heading: 'Si no queda satisfecho',
        body: 'Si su primera sesión con un tutor nuevo no fue adecuada para usted, avísenos dentro de los 7 días siguientes y se la reembolsaremos.',
      },
      {
        heading: 'Cursos',
        body: 'Los cursos se pueden reembolsar dentro de los 14 días siguientes a la compra, siempre que se haya completado menos de una cuarta parte del curso.',
      },
      {
        heading: 'Cómo solicitar un reembolso',
        body: 'Escriba a hello@summit.example con los datos de su reserva. Los reembolsos aprobados se devuelven al medio de pago original en un plazo de 10 días hábiles.',
      },
    ],
  },
  cookies: {
    title: 'Política de cookies',
    intro: 'Summit limita el uso de cookies y de almacenamiento similar a lo que el servicio necesita para funcionar.',
    sections: [
      {
        heading: 'Qué guardamos',
        body: 'Su sesión iniciada, su configuración de idioma y región, su configuración de accesibilidad, y copias de páginas y cambios para que la aplicación siga funcionando sin conexión. Todo esto se guarda en el almacenamiento local y en el almacenamiento sin conexión de su navegador.',
      },
      {
        heading: 'Por qué',
        body: 'Sin este almacenamiento no podría mantener su sesión iniciada, sus preferencias se restablecerían en cada visita y la aplicación no podría funcionar sin conexión. Este almacenamiento es estrictamente necesario, por lo que no requiere su consentimiento.',
      },
      {
        heading: 'Sin cookies de seguimiento',
        body: 'No usamos cookies publicitarias ni de seguimiento de terceros, y la propia aplicación bloquea las solicitudes a servicios de analítica.',
      },
      {
        heading: 'Sus opciones',
        body: 'Al cerrar sesión se borran los datos guardados en el dispositivo. También puede borrar los datos del sitio en la configuración de su navegador en cualquier momento; después tendrá que volver a iniciar sesión.',
      },
    ],
  },
};

export default legal;
