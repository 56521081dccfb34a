const aitutor = {
  maintenancePractice: 'Practise with generated questions meanwhile',
  methods: { retrieval: 'Practise recalling the method without looking.' },
} as const;

export default aitutor;
