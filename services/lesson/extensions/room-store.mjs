// Where a lesson room lives: its state, its timed update log (for the replay) and a plain projection in Postgres
// (../persistence.mjs), loaded with whose client ids are whose (../rooms.mjs). A Hocuspocus extension. Each instance logs
// only what its own connections sent (the other instances' changes arrive through Redis and are logged there).

/** @param {{ persistence: object, rooms: object, bookingIdOf: (name: string) => string | null }} parts */
export function roomStore({ persistence, rooms, bookingIdOf }) {
  return {
    extensionName: 'summit-lesson-store',

    async onLoadDocument({ documentName, document }) {
      await rooms.open(documentName, document);
    },

    async onChange({ documentName, update, transactionOrigin, context }) {
      if (transactionOrigin?.source !== 'connection') return;
      persistence.append(bookingIdOf(documentName), update, context?.session?.userId ?? null);
    },

    async onStoreDocument({ documentName, document }) {
      const room = rooms.get(documentName);
      const bytes = await persistence.store(bookingIdOf(documentName), document, room ? rooms.ownerOf(room) : undefined);
      if (room) room.bytes = bytes;
    },

    async afterUnloadDocument({ documentName }) {
      rooms.close(documentName);
    },
  };
}
