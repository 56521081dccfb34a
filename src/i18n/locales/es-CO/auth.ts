// Spanish (Colombia), formal "usted": sign-in, sign-up, password reset, sign-out and the admin guard.
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
    confirmPassword: 'Confirme la nueva contraseña',
  },
  passwordHint: 'Al menos 6 caracteres.',
  signIn: { submit: 'Iniciar sesión', pending: 'Iniciando sesión...' },
  signUp: { submit: 'Crear cuenta', pending: 'Creando la cuenta...' },
  magicLink: {
    hint: 'Le enviaremos por correo un enlace que le permite iniciar sesión sin contraseña.',
    submit: 'Enviar enlace mágico',
    pending: 'Enviando el enlace...',
  },
  google: { submit: 'Continuar con Google', pending: 'Redirigiendo a Google...' },
  forgot: {
    open: '¿Olvidó su contraseña?',
    title: 'Restablezca su contraseña',
    description: 'Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace de restablecimiento',
    pending: 'Enviando...',
    close: 'Cerrar',
  },
  reset: {
    checking: 'Verificando su enlace de restablecimiento...',
    submit: 'Guardar la nueva contraseña',
    pending: 'Guardando...',
  },
  callback: { failedTitle: 'No pudimos iniciar su sesión' },
  backToSignIn: 'Volver a iniciar sesión',
  signOut: { submit: 'Cerrar sesión', pending: 'Cerrando sesión...' },
  guard: {
    verifying: 'Verificando el acceso...',
    deniedTitle: 'Acceso denegado',
    deniedDescription: 'No tiene permiso para acceder a esta página.',
  },
  messages: {
    invalidEmail: 'Por favor, ingrese un correo electrónico válido',
    shortPassword: 'La contraseña debe tener al menos 6 caracteres',
    invalidCredentials: 'Correo electrónico o contraseña incorrectos',
    emailNotConfirmed: 'Por favor, verifique primero su correo electrónico',
    userNotFound: 'No se encontró la cuenta. ¿Desea registrarse?',
    userExists: 'La cuenta ya existe. ¿Desea iniciar sesión?',
    signupDisabled: 'La creación de cuentas nuevas está desactivada en este momento',
    rateLimited: 'Demasiados intentos. Por favor, inténtelo más tarde',
    failed: 'Falló la autenticación',
    alreadyRegistered: 'Este correo electrónico ya está registrado. Intente iniciar sesión o use "¿Olvidó su contraseña?".',
    unexpected: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
    passwordMismatch: 'Las contraseñas no coinciden',
    checkEmailToConfirm: 'Revise su correo electrónico para confirmar su cuenta.',
    checkEmailForLink: 'Revise su correo electrónico para encontrar el enlace de inicio de sesión.',
    checkEmailForReset: 'Revise su correo electrónico para encontrar el enlace para restablecer la contraseña.',
    linkNotCompleted:
      'Este enlace no pudo iniciar su sesión aquí: se abrió en un navegador distinto del que lo solicitó, o ya se había usado. Su correo electrónico está confirmado; por favor, inicie sesión de nuevo.',
    nothingToComplete: 'Aquí no hay ningún inicio de sesión por completar. Por favor, inicie sesión de nuevo.',
    linkMissing:
      'Abra el enlace del correo de restablecimiento de contraseña para elegir una nueva, o solicite un enlace nuevo.',
    linkExpired: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
  },
};

export default auth;
