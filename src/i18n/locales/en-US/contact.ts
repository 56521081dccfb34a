const contact = {
  title: 'Contact us',
  intro: 'Questions about tutoring, courses or your account? Send us a message and we will reply by email.',
  form: {
    label: 'Contact form',
    name: 'Your name',
    email: 'Email address',
    message: 'Message',
    submit: 'Send message',
    sending: 'Sending...',
    requiredNote: 'All fields are required.',
    count: '{{used}} of {{max}} characters',
  },
  errors: {
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Please enter a message',
    messageTooLong: 'Please keep your message under {{max}} characters',
    nameTooLong: 'Please keep your name under {{max}} characters',
    emailTooLong: 'Please keep your email address under {{max}} characters',
    rejected: 'Your message could not be sent: the server refused it. Please check the fields or email hello@summit.example.',
    notSaved: 'Your message could not be sent or saved on this device. It is still in the form; please try again or email hello@summit.example.',
    summary: 'Please correct the highlighted fields.',
  },
  success: 'Thank you, your message has been sent. We will reply by email.',
  queuedOffline: "You are offline. Your message is saved on this device and will be sent when you're back online.",
  queuedUnreachable: 'We could not reach the server just now. Your message is saved on this device and will be sent automatically.',
  other: {
    heading: 'Other ways to reach us',
    email: 'Email: hello@summit.example',
    hours: 'We answer messages Monday to Friday, usually within one working day.',
  },
} as const;

export default contact;
