// What `npm start` and `npm run stack` print once the stack is up.
export const demoAccounts = [
  ['student@example.com', 'student'],
  ['founder@example.com', 'founder'],
  ['admin@example.com', 'admin'],
  ['tutor@example.com', 'tutor (James Whitaker)'],
];
export const demoPassword = 'summit-demo';

export function describeStack(stack, { appUrl, demoLessons = [] } = {}) {
  const lines = [
    '',
    'Summit local stack is running',
    ...(appUrl ? [`  App            ${appUrl}`] : []),
    `  API            ${stack.apiUrl}   (REST ${stack.apiUrl}/rest/v1, auth ${stack.apiUrl}/auth/v1)`,
    ...(stack.lessonUrl ? [`  Lesson rooms   ${stack.lessonUrl}   (Hocuspocus WebSocket, document lesson:<booking id>)`] : []),
    `  Postgres       ${stack.dbUrl}`,
    ...(stack.dataDir ? [`  Data           ${stack.dataDir}`] : []),
    `  Mail inbox     ${stack.mailUrl}   (SMTP 127.0.0.1:${stack.smtpPort}; booking emails sent by the worker every 3 s)`,
    `  anon key       ${stack.anonKey}`,
    `  service_role   ${stack.serviceRoleKey}   (local only; never put it in the app)`,
    '',
    `Demo accounts (password ${demoPassword}):`,
    ...demoAccounts.map(([email, role]) => `  ${email.padEnd(22)} ${role}`),
    ...(demoLessons.length
      ? [
          'Demo lesson rooms (open one as student@example.com and the other window as tutor@example.com):',
          ...demoLessons.map((l) => `  ${l.label.padEnd(22)} ${appUrl ? `${appUrl}/lesson/${l.id}` : `lesson:${l.id}`}`),
        ]
      : []),
    'Founder and admin have an authenticator (TOTP, demo-only secret): their current 6-digit code is',
    '  npm run totp -- founder@example.com     (or admin@example.com)',
    '',
    'Press Ctrl-C to stop everything.',
  ];
  return lines.join('\n');
}

/** Runs `stop` once on Ctrl-C / SIGTERM / SIGHUP, then exits; a second Ctrl-C exits at once. */
export function stopOnSignals(stop) {
  let stopping = false;
  const onSignal = async (signal) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error(`Stopping failed: ${error?.message ?? error}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
  return onSignal;
}

/** Vite's preview server exits the process on SIGTERM by itself; only our ordered shutdown may handle it. */
export function keepOnlySignalHandler(handler) {
  for (const listener of process.listeners('SIGTERM')) if (listener !== handler) process.off('SIGTERM', listener);
}
