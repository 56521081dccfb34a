// Español (España): solo lo que difiere del español de Colombia.
import type en from '../en-US/booking';
import type { Translation } from '../../types';

const booking: Translation<typeof en> = {
  book: { signInToBook: 'Inicia sesión para reservar', pickAnother: 'Elegir otra hora' },
  thanks: { addToCalendar: 'Añadir al calendario (.ics)' },
  availability: { addRange: 'Añadir horas', addOverride: 'Añadir una fecha' },
  learner: { yourLearners: 'Tus alumnos', noLearners: 'Aún no tienes alumnos.' },
  tutor: { learner: 'Alumno', learnerProfiles: 'Perfiles de alumnos' },
};

export default booking;
