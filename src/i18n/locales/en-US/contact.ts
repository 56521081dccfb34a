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
  },
  errors: {
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Please enter a message',
    messageTooLong: 'Please keep your message under {{max}} characters',
    notConnected: 'Sending messages is not available yet. Your message has not been sent; please email hello@summit.example instead.',
    summary: 'Please correct the highlighted fields.',
  },
  success: 'Thank you, your message has been sent. We will reply by email.',
  other: {
    heading: 'Other ways to reach us',
    email: 'Email: hello@summit.example',
    hours: 'We answer messages Monday to Friday, usually within one working day.',
  },
} as const;

export default contact;
