// Después de la clase: clases pasadas en los paneles, reportes de protección (sala y panel de fundadores), cuentas eliminadas.
const lessonafter = {
  deletedAccount: 'Cuenta eliminada',
  you: 'tú',
  past: {
    title: 'Clases pasadas',
    none: 'Aún no hay clases pasadas. Una clase aparece aquí cuando se ha usado su sala.',
    with: 'Con {{name}}',
    notes: 'Notas',
    noNotes: 'Sin notas.',
    board: 'Esquema de la pizarra',
    emptyBoard: 'No se dibujó nada.',
    chat: 'Chat',
    noChat: 'Sin mensajes.',
    open: 'Abrir la clase y su repetición',
    item: '{{kind}} de {{author}}',
    itemText: '{{kind}} de {{author}}: {{text}}',
    message: '{{author}}: {{text}}',
  },
  report: {
    open: 'Reportar esta clase',
    hint: 'Para la protección de los estudiantes. Los administradores del equipo verán el chat, las notas y la pizarra de esta clase tal como están ahora, con tu motivo. No se avisa al otro participante.',
    reason: 'Motivo',
    send: 'Enviar reporte',
    sending: 'Enviando…',
    sent: 'Reporte enviado. Gracias: un administrador lo revisará.',
    empty: 'Escribe primero un motivo breve.',
    offline: 'Estás sin conexión: el reporte no se envió. Tu motivo se conserva aquí; envíalo de nuevo cuando tengas conexión.',
    limit: 'Ya reportaste esta clase 3 veces; el equipo tiene tus reportes.',
    failed: 'No se pudo enviar el reporte. Tu motivo se conserva aquí; inténtalo de nuevo en un momento.',
  },
  reports: {
    title: 'Reportes de clases',
    none: 'No hay reportes de clases.',
    failed: 'No se pudieron cargar los reportes de clases.',
    reported: 'Reportado el {{time}} por el {{role}}',
    role: { learner: 'estudiante', tutor: 'tutor' },
    lesson: 'Clase del {{time}} con {{tutor}}',
    reason: 'Motivo',
  },
};

export default lessonafter;
