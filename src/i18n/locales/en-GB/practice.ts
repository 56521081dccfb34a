const practice = {
  guestNote: 'You are practising as a guest: your answers stay on this device and join your account when you sign in.',
  chooseSkill: 'Choose what to practise',
  progress: { start: 'Start practising' },
} as const;

export default practice;
