// After the lesson: past lessons on the dashboards, safeguarding reports (room and founder hub), deleted accounts.
const lessonafter = {
  deletedAccount: 'Deleted account',
  you: 'you',
  past: {
    title: 'Past lessons',
    none: 'No past lessons yet. A lesson shows here once its room has been used.',
    with: 'With {{name}}',
    notes: 'Notes',
    noNotes: 'No notes.',
    board: 'Board outline',
    emptyBoard: 'Nothing was drawn.',
    chat: 'Chat',
    noChat: 'No messages.',
    open: 'Open the lesson and its replay',
    item: '{{kind}} by {{author}}',
    itemText: '{{kind}} by {{author}}: {{text}}',
    message: '{{author}}: {{text}}',
  },
  report: {
    open: 'Report this lesson',
    hint: 'For safeguarding. The team’s admins will see this lesson’s chat, notes and board as they are now, with your reason. The other participant is not told.',
    reason: 'Reason',
    send: 'Submit report',
    sending: 'Sending…',
    sent: 'Report sent. Thank you: an admin will look at it.',
    empty: 'Write a short reason first.',
    offline: 'You are offline: the report was not sent. Your reason is kept here; send it again once you are online.',
    limit: 'You have already reported this lesson 3 times; the team has your reports.',
    failed: 'The report could not be sent. Your reason is kept here; try again in a moment.',
  },
  reports: {
    title: 'Lesson reports',
    none: 'No lesson reports.',
    failed: 'The lesson reports could not be loaded.',
    reported: 'Reported on {{time}} by the {{role}}',
    role: { learner: 'learner', tutor: 'tutor' },
    lesson: 'Lesson of {{time}} with {{tutor}}',
    reason: 'Reason',
  },
} as const;

export default lessonafter;
