// Terms, Privacy, Refund and Cookie policies. Plain language, short sections; the last-updated date is part of the text.
const legal = {
  updated: 'Last updated: {{date}}',
  updatedDate: '1 May 2026',
  contents: 'On this page',
  terms: {
    title: 'Terms of Service',
    intro: 'These terms apply when you use Summit’s website, app and tutoring services. By creating an account or booking a session you agree to them.',
    sections: [
      {
        heading: 'Who we are',
        body: 'Summit provides online tutoring: sessions with human tutors, courses, practice material and AI tutor models. In these terms, “we” means Summit and “you” means the person using the service or, for a learner under 18, the parent or guardian who manages the account.',
      },
      {
        heading: 'Your account',
        body: 'Keep your sign-in details private and tell us straight away if you think someone else has used your account. You are responsible for the accuracy of the information you give us. Learners under 18 need a parent or guardian’s permission to use Summit.',
      },
      {
        heading: 'Bookings and payment',
        body: 'Prices are shown before you book, including any taxes that apply. A booking is confirmed once payment is received. Cancellations and refunds follow our Refund Policy.',
      },
      {
        heading: 'Conduct in sessions',
        body: 'Tutors and learners treat each other with respect. Harassment, discrimination or sharing inappropriate content ends the session and may close the account. Sessions must not be recorded without everyone’s consent.',
      },
      {
        heading: 'Learning materials and AI tutors',
        body: 'Course content and practice material are for your personal learning only. AI tutor models can make mistakes: use their explanations as support, not as the final word, and ask your tutor when in doubt.',
      },
      {
        heading: 'Availability of the service',
        body: 'We work to keep Summit available and your data safe, but we cannot promise that the service will never be interrupted. Some features, such as the AI Tutor, may be paused for maintenance.',
      },
      {
        heading: 'Liability',
        body: 'Nothing in these terms limits rights you have under consumer law. Beyond those rights, our liability for any session is limited to the amount you paid for it.',
      },
      {
        heading: 'Changes and contact',
        body: 'If we change these terms we will tell you before the changes take effect. Questions about these terms: hello@summit.example.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'This policy explains what personal data Summit collects, why, and the choices you have.',
    sections: [
      {
        heading: 'What we collect',
        body: 'Account details (name, email address and role), your bookings and sessions, your language, region and accessibility preferences, and messages you send us. We do not collect more than we need to provide the service.',
      },
      {
        heading: 'How we use it',
        body: 'To run your account, arrange and deliver sessions, adapt learning to your preferences, answer your questions and keep the service secure. We do not sell personal data and we do not use it for third-party advertising.',
      },
      {
        heading: 'Analytics',
        body: 'Summit does not send analytics or tracking data from your device. When we record how an invitation link was used, we store only the link code.',
      },
      {
        heading: 'Data on your device',
        body: 'The app stores your preferences and pending changes on your device so it can work offline. Signing out clears this data from the device.',
      },
      {
        heading: 'Who can see it',
        body: 'Your tutor sees what they need to teach you. Our staff see account data only when needed to support you. Our hosting providers process data on our behalf under contract.',
      },
      {
        heading: 'How long we keep it',
        body: 'We keep account data while your account is open and delete it within 90 days of closure, unless the law requires us to keep some records longer.',
      },
      {
        heading: 'Your rights',
        body: 'You can ask to see, correct, export or delete your personal data, and object to how we use it. Write to privacy@summit.example and we will reply within 30 days.',
      },
    ],
  },
  refund: {
    title: 'Refund Policy',
    intro: 'We want every session to be worthwhile. If something goes wrong, this is how refunds work.',
    sections: [
      {
        heading: 'Cancelling a session',
        body: 'Cancel or reschedule at least 24 hours before the start time for a full refund or a free move to another time. Cancellations with less notice are not refunded, except in the cases below.',
      },
      {
        heading: 'If your tutor cancels',
        body: 'If a tutor cancels or does not attend, you receive a full refund or a free replacement session, whichever you prefer.',
      },
      {
        heading: 'Technical problems',
        body: 'If a session cannot take place because of a problem on our side, we refund it in full. If it is cut short, we refund the unused part or offer a replacement.',
      },
      {
        heading: 'Not satisfied',
        body: 'If your first session with a new tutor was not right for you, tell us within 7 days and we will refund it.',
      },
      {
        heading: 'Courses',
        body: 'Courses can be refunded within 14 days of purchase as long as less than a quarter of the course has been completed.',
      },
      {
        heading: 'How to ask for a refund',
        body: 'Email hello@summit.example with your booking details. Approved refunds are paid back to the original payment method within 10 working days.',
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    intro: 'Summit keeps the use of cookies and similar storage to what the service needs to work.',
    sections: [
      {
        heading: 'What we store',
        body: 'Your sign-in session, your language and region settings, your accessibility settings, and copies of pages and changes so the app keeps working offline. These are stored in your browser’s local storage and offline storage.',
      },
      {
        heading: 'Why',
        body: 'Without this storage you could not stay signed in, your preferences would reset on every visit and the app could not work without a connection. This storage is strictly necessary, so it does not need your consent.',
      },
      {
        heading: 'No tracking cookies',
        body: 'We do not use advertising or third-party tracking cookies, and requests to analytics services are blocked by the app itself.',
      },
      {
        heading: 'Your choices',
        body: 'Signing out clears stored data from the device. You can also clear site data in your browser settings at any time; you will then need to sign in again.',
      },
    ],
  },
} as const;

export default legal;
