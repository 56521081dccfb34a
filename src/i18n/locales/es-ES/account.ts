// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/account';
import type { Translation } from '../../types';

const account: Translation<typeof en> = {
  "intro": "Verificación en dos pasos, tu contraseña y tu correo electrónico, y tus datos.",
  "codeHint": "El código que muestra ahora tu aplicación de autenticación.",
  "wrongCode": "Ese código no es correcto. Revisa tu aplicación de autenticación e inténtalo de nuevo.",
  "failed": "Algo ha salido mal. Inténtalo de nuevo.",
  "twoStep": {
    "on": "Activada: para entrar en las páginas de fundadores se pide un código de tu aplicación de autenticación.",
    "off": "Añade a tu contraseña un código de una aplicación de autenticación. Los administradores lo necesitan para abrir las páginas de fundadores.",
    "scan": "Escanea este código QR con tu aplicación de autenticación o escribe en ella la clave de configuración.",
    "removeIntro": "Escribe un código de tu aplicación de autenticación para desactivar la verificación en dos pasos."
  },
  "keys": {
    "intro": "Confirma que eres tú con una llave de seguridad o una llave de acceso en lugar de un código. Tu aplicación de autenticación sigue funcionando.",
    "none": "Aún no tienes llaves de seguridad ni llaves de acceso.",
    "listLabel": "Tus llaves de seguridad y llaves de acceso",
    "nameHint": "Para distinguir tus llaves, por ejemplo «Llave USB azul» u «Ordenador portátil».",
    "add": "Añadir llave de seguridad o llave de acceso",
    "waiting": "Esperando tu llave...",
    "added": "Se ha añadido «{{name}}».",
    "removed": "Se ha quitado «{{name}}».",
    "nameNeeded": "Ponle un nombre a la llave.",
    "nameTaken": "Ya tienes un segundo paso con este nombre. Elige otro nombre.",
    "notUsed": "Tu llave no ha respondido o se ha cancelado la solicitud. Inténtalo de nuevo.",
    "refused": "Esta llave no se ha aceptado. Inténtalo de nuevo o usa otra llave.",
    "confirmFirst": "Tu cuenta ya tiene un segundo paso: confirma primero que eres tú con él (abre una página de fundadores) y después añade la llave.",
  },
  "gate": {
    "introKey": "Las páginas de fundadores contienen datos de los alumnos. Usa tu llave de seguridad o llave de acceso para continuar.",
    "introBoth": "Las páginas de fundadores contienen datos de los alumnos. Usa tu llave de seguridad o llave de acceso, o escribe el código de tu aplicación de autenticación, para continuar.",
    "codeFormLabel": "Código de tu aplicación de autenticación",
    "title": "Confirma que eres tú",
    "intro": "Las páginas de fundadores contienen datos de los alumnos. Escribe el código de tu aplicación de autenticación para continuar.",
    "enrollTitle": "Primero configura la verificación en dos pasos",
    "enrollIntro": "Las páginas de fundadores requieren la verificación en dos pasos. Configúrala en tu panel y vuelve."
  },
  "password": {
    "intro": "Para asegurarnos de que eres tú, primero te enviamos un código por correo.",
    "sendCode": "Envíame un código",
    "codeSent": "Hemos enviado un código a {{email}}.",
    "confirmPassword": "Confirma la nueva contraseña",
    "done": "Tu contraseña se ha cambiado."
  },
  "email": {
    "sent": "Abre el enlace que hemos enviado a {{email}} para confirmar el cambio. Tu dirección actual también recibe un aviso.",
    "same": "Esta ya es tu dirección de correo."
  },
  "export": {
    "intro": "Un archivo JSON con todo lo que Summit guarda sobre ti.",
    "done": "Tu archivo se ha descargado."
  },
  "remove": {
    "intro": "Se borran tu perfil, tus preferencias y tus mensajes. Las reservas se conservan en los registros del tutor, sin tu nombre.",
    "tutorNote": "Enseñas en Summit: tu perfil de tutor sale del directorio, tus próximas clases se cancelan (cada estudiante recupera su crédito de clase y recibe un correo) y tus series semanales terminan.",
    "dialogTitle": "¿Eliminar tu cuenta?",
    "dialogIntro": "Esto no se puede deshacer. Confirma con tu contraseña o con un código que te enviamos por correo.",
    "sendCode": "Envíame un código",
    "codeSent": "Hemos enviado un código a {{email}}.",
    "done": "Tu cuenta se ha eliminado."
  }
};

export default account;
