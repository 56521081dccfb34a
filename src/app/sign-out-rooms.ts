// Lesson rooms kept on the device follow the outbox's rule at sign-out (src/features/lesson/sync/room-copies). Registered
// by the shell's after-paint chunk (with the account entry, before any sign-out button exists), not by the entry;
// the lesson code itself loads only when signing out.
import { registerBeforeSignOut } from '../data/sign-out-hooks';

registerBeforeSignOut(() => import('../features/lesson/sync/room-copies').then((m) => m.settleRoomCopies()));
