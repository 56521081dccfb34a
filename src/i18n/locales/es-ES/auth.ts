// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/auth';
import type { Translation } from '../../types';

const auth: Translation<typeof en> = {
  fields: {
    confirmPassword: 'Confirma la nueva contraseña',
  },
  magicLink: {
    hint: 'Te enviaremos por correo un enlace para iniciar sesión sin contraseña.',
  },
  forgot: {
    open: '¿Has olvidado tu contraseña?',
    title: 'Restablece tu contraseña',
    description: 'Introduce el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  },
  reset: {
    checking: 'Comprobando tu enlace de restablecimiento...',
  },
  callback: {
    failedTitle: 'No hemos podido iniciar tu sesión',
  },
  guard: {
    verifying: 'Comprobando el acceso...',
    deniedDescription: 'No tienes permiso para acceder a esta página.',
  },
  messages: {
    invalidEmail: 'Introduce un correo electrónico válido',
    emailNotConfirmed: 'Primero tienes que verificar tu correo electrónico',
    userNotFound: 'No se ha encontrado la cuenta. ¿Quieres registrarte?',
    userExists: 'La cuenta ya existe. ¿Quieres iniciar sesión?',
    rateLimited: 'Demasiados intentos. Vuelve a intentarlo más tarde',
    failed: 'Error de autenticación',
    alreadyRegistered: 'Este correo electrónico ya está registrado. Prueba a iniciar sesión o usa "¿Has olvidado tu contraseña?".',
    unexpected: 'Se ha producido un error inesperado. Vuelve a intentarlo.',
    checkEmailToConfirm: 'Revisa tu correo electrónico para confirmar tu cuenta.',
    checkEmailForLink: 'Revisa tu correo electrónico para encontrar el enlace de inicio de sesión.',
    checkEmailForReset: 'Revisa tu correo electrónico para encontrar el enlace para restablecer la contraseña.',
    linkNotCompleted: 'Este enlace no ha podido iniciar tu sesión aquí: se abrió en un navegador distinto del que lo pidió, o ya se había usado. Tu correo electrónico está confirmado; vuelve a iniciar sesión.',
    nothingToComplete: 'Aquí no hay ningún inicio de sesión por completar. Vuelve a iniciar sesión.',
    linkMissing: 'Abre el enlace del correo de restablecimiento de contraseña para elegir una nueva, o pide un enlace nuevo.',
    linkExpired: 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
  },
};

export default auth;
