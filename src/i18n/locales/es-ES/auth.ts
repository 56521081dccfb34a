// Spanish (Spain), informal "tú": sign-in, sign-up, password reset, sign-out and the admin guard.
import type en from '../en-US/auth';
import type { Translation } from '../../types';

const auth: Translation<typeof en> = {
  tabs: { label: 'Cómo iniciar sesión', signIn: 'Iniciar sesión', signUp: 'Registrarse', magicLink: 'Enlace mágico' },
  or: 'o',
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    fullName: 'Nombre completo (opcional)',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirma la nueva contraseña',
  },
  passwordHint: 'Al menos 6 caracteres.',
  signIn: { submit: 'Iniciar sesión', pending: 'Iniciando sesión...' },
  signUp: { submit: 'Crear cuenta', pending: 'Creando la cuenta...' },
  magicLink: {
    hint: 'Te enviaremos por correo un enlace para iniciar sesión sin contraseña.',
    submit: 'Enviar enlace mágico',
    pending: 'Enviando el enlace...',
  },
  google: { submit: 'Continuar con Google', pending: 'Redirigiendo a Google...' },
  forgot: {
    open: '¿Has olvidado tu contraseña?',
    title: 'Restablece tu contraseña',
    description: 'Introduce el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace de restablecimiento',
    pending: 'Enviando...',
    close: 'Cerrar',
  },
  reset: {
    checking: 'Comprobando tu enlace de restablecimiento...',
    submit: 'Guardar la nueva contraseña',
    pending: 'Guardando...',
  },
  callback: { failedTitle: 'No hemos podido iniciar tu sesión' },
  backToSignIn: 'Volver a iniciar sesión',
  signOut: { submit: 'Cerrar sesión', pending: 'Cerrando sesión...' },
  guard: {
    verifying: 'Comprobando el acceso...',
    deniedTitle: 'Acceso denegado',
    deniedDescription: 'No tienes permiso para acceder a esta página.',
  },
  messages: {
    invalidEmail: 'Introduce un correo electrónico válido',
    shortPassword: 'La contraseña debe tener al menos 6 caracteres',
    invalidCredentials: 'Correo electrónico o contraseña incorrectos',
    emailNotConfirmed: 'Primero tienes que verificar tu correo electrónico',
    userNotFound: 'No se ha encontrado la cuenta. ¿Quieres registrarte?',
    userExists: 'La cuenta ya existe. ¿Quieres iniciar sesión?',
    signupDisabled: 'La creación de cuentas nuevas está desactivada en este momento',
    rateLimited: 'Demasiados intentos. Vuelve a intentarlo más tarde',
    failed: 'Error de autenticación',
    alreadyRegistered: 'Este correo electrónico ya está registrado. Prueba a iniciar sesión o usa "¿Has olvidado tu contraseña?".',
    unexpected: 'Se ha producido un error inesperado. Vuelve a intentarlo.',
    passwordMismatch: 'Las contraseñas no coinciden',
    checkEmailToConfirm: 'Revisa tu correo electrónico para confirmar tu cuenta.',
    checkEmailForLink: 'Revisa tu correo electrónico para encontrar el enlace de inicio de sesión.',
    checkEmailForReset: 'Revisa tu correo electrónico para encontrar el enlace para restablecer la contraseña.',
    linkNotCompleted:
      'Este enlace no ha podido iniciar tu sesión aquí: se abrió en un navegador distinto del que lo pidió, o ya se había usado. Tu correo electrónico está confirmado; vuelve a iniciar sesión.',
    nothingToComplete: 'Aquí no hay ningún inicio de sesión por completar. Vuelve a iniciar sesión.',
    linkMissing:
      'Abre el enlace del correo de restablecimiento de contraseña para elegir una nueva, o pide un enlace nuevo.',
    linkExpired: 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
  },
};

export default auth;
