// The signed-in user's dashboard: who is signed in and where to go next.
const dashboard = {
  account: 'Your account',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  notSet: 'Not set',
  loading: 'Loading...',
  roles: { student: 'Student', tutor: 'Tutor', founder: 'Founder', admin: 'Admin' },
  availability: 'Your availability',
  founderHub: 'Founder Hub',
} as const;

export default dashboard;
