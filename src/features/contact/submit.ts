// Sending a contact message. Not connected to the backend yet (the contact_messages table comes later): it fails
// with ContactNotConnectedError so the page tells the user plainly that nothing was sent.
import type { ContactValues } from './contact-form';

export class ContactNotConnectedError extends Error {
  constructor() {
    super('Contact messages are not connected to the backend yet');
    this.name = 'ContactNotConnectedError';
  }
}

export async function submitContactMessage(values: ContactValues): Promise<void> {
  void values;
  throw new ContactNotConnectedError();
}
