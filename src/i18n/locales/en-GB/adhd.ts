const adhd = {
  subjects: { math: 'Maths' },
} as const;

export default adhd;
