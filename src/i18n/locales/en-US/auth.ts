// Sign-in, sign-up, magic link, Google, password reset, sign-out and the admin guard. The `messages` are the texts of
// SPEC §5 and §8 word for word (src/lib/validation.ts and src/lib/auth-errors.ts produce them in English; the auth
// feature shows them through these keys).
const auth = {
  tabs: { label: 'How to sign in', signIn: 'Sign in', signUp: 'Sign up', magicLink: 'Magic link' },
  or: 'or',
  fields: {
    email: 'Email',
    password: 'Password',
    fullName: 'Full name (optional)',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
  },
  passwordHint: 'At least 6 characters.',
  signIn: { submit: 'Sign in', pending: 'Signing in...' },
  signUp: { submit: 'Create account', pending: 'Creating account...' },
  magicLink: {
    hint: 'We will email you a link that signs you in without a password.',
    submit: 'Send magic link',
    pending: 'Sending link...',
  },
  google: { submit: 'Continue with Google', pending: 'Redirecting to Google...' },
  forgot: {
    open: 'Forgot password?',
    title: 'Reset your password',
    description: "Enter your account's email and we will send you a link to choose a new password.",
    submit: 'Send reset link',
    pending: 'Sending...',
    close: 'Close',
  },
  reset: { checking: 'Checking your reset link...', submit: 'Set new password', pending: 'Saving...' },
  callback: { failedTitle: 'We could not sign you in' },
  backToSignIn: 'Back to sign in',
  signOut: { submit: 'Sign out', pending: 'Signing out...' },
  guard: {
    verifying: 'Verifying access...',
    deniedTitle: 'Access Denied',
    deniedDescription: "You don't have permission to access this page.",
  },
  messages: {
    invalidEmail: 'Please enter a valid email address',
    shortPassword: 'Password must be at least 6 characters',
    invalidCredentials: 'Invalid email or password',
    emailNotConfirmed: 'Please verify your email first',
    userNotFound: 'Account not found. Try signing up?',
    userExists: 'Account already exists. Try signing in?',
    signupDisabled: 'New account creation is currently disabled',
    rateLimited: 'Too many attempts. Please try again later',
    failed: 'Authentication failed',
    alreadyRegistered: 'This email is already registered. Try signing in or use "Forgot password".',
    unexpected: 'An unexpected error occurred. Please try again.',
    passwordMismatch: 'Passwords do not match',
    checkEmailToConfirm: 'Check your email to confirm your account.',
    checkEmailForLink: 'Check your email for the sign-in link.',
    checkEmailForReset: 'Check your email for the password reset link.',
    linkNotCompleted:
      'This link could not sign you in here: it was opened in a different browser from the one that asked for it, or it was already used. Your email address is confirmed; please sign in again.',
    nothingToComplete: 'There is no sign-in to complete here. Please sign in again.',
    linkMissing: 'Open the link from your password reset email to choose a new password, or ask for a new link.',
    linkExpired: 'This link is invalid or has expired. Please ask for a new one.',
  },
} as const;

export default auth;
