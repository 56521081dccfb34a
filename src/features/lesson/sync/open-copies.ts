// The room copies (IndexedDB database names) that a room open in this tab looks after itself at sign-out (./sync):
// the sign-out pass over the device's other room copies (./room-copies) leaves them alone.
export const openRoomCopies = new Set<string>();
