// Vídeo y audio en directo en la sala de la clase (España): solo lo que cambia respecto al español de Colombia.
const video = {
  region: 'Vídeo',
  more: 'Ajustes del vídeo',
  hideSelf: 'Ocultar tu vídeo',
  showSelf: 'Mostrar tu vídeo',
  intro: 'El vídeo y el audio van directamente entre tú y {{name}}. No se graba nada.',
  start: 'Iniciar vídeo',
  leave: 'Salir del vídeo',
  selfView: 'Tu vídeo',
  remoteView: 'Vídeo de {{name}}',
  announce: { notJoined: 'El vídeo está apagado: primero inicia el vídeo' },
  status: {
    label: 'Conexión de vídeo',
    idle: 'El vídeo está apagado',
    waiting: 'Esperando a que {{name}} active el vídeo o el audio',
    connecting: 'Conectando el vídeo…',
    connected: 'Vídeo conectado',
    reconnecting: 'Reconectando el vídeo…',
  },
  step: {
    '1': 'Conexión débil: tu vídeo se envía con menor resolución y menos imágenes por segundo.',
    '2': 'Conexión débil: tu vídeo se envía con la calidad más baja.',
    '3': 'Conexión débil: solo audio. Tu vídeo vuelve cuando mejore la conexión.',
  },
  problem: {
    camera: { insecure: 'El vídeo necesita una dirección segura (https).' },
  },
  textOnly: 'La pizarra, las notas y el chat siguen funcionando sin vídeo.',
  ended: 'El vídeo terminó con la clase.',
};

export default video;
