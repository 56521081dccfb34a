// A compact "Messages, N unread" link for bars outside the header (the lesson room's): the same count, the same
// live connection (shared with the header's link).
import MessagesLink from './MessagesLink';

export default function UnreadMessagesLink() {
  return <MessagesLink />;
}
