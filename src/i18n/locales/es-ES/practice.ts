// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/practice';
import type { Translation } from '../../types';

const practice: Translation<typeof en> = {
  "intro": "Las preguntas se crean en tu dispositivo, así que puedes practicar sin conexión. Cada respuesta se guarda aquí primero y se sincroniza con tu cuenta cuando tengas conexión.",
  "guestNote": "Estás practicando como invitado: tus respuestas se quedan en este dispositivo y se suman a tu cuenta cuando inicies sesión.",
  "chooseSkill": "Elige qué practicar",
  "reviewHint": "Preguntas mezcladas de todas las habilidades que ya empezaste. Una respuesta correcta de repaso en una habilidad Competente la vuelve Dominada.",
  "answerLabel": "Tu respuesta",
  "answerHelp": "Sirven fracciones, decimales y expresiones: 1/2, 0.5, x = 3, 2(x + 1). Si hay dos respuestas, sepáralas con una coma.",
  "empty": "Primero escribe una respuesta.",
  "unreadable": "No pudimos leer esa respuesta como número o expresión. Revisa los paréntesis y los signos.",
  "savedQueued": "Guardada en este dispositivo; se sincroniza con tu cuenta cuando tengas conexión.",
  "q": {
    "evaluate": "Calcula {{expr}}.",
    "fraction": "Calcula {{expr}}. Da la respuesta como fracción simplificada o como decimal.",
    "increase": "Aumenta {{n}} en un {{p}} %.",
    "decrease": "Disminuye {{n}} en un {{p}} %.",
    "solve": "Resuelve para x: {{equation}}",
    "expand": "Desarrolla y simplifica {{expr}}.",
    "roots": "Encuentra las dos soluciones de {{equation}}.",
    "graphIntercept": "¿Dónde corta la recta al eje y? Da el valor de y."
  },
  "hint": {
    "arithmetic1": "Cuenta hacia adelante para sumar y hacia atrás para restar.",
    "order": "Multiplica antes de sumar.",
    "sameDenominator": "Los denominadores son iguales: suma los numeradores y conserva el denominador.",
    "commonDenominator": "Primero escribe ambas fracciones con denominador {{lcd}}.",
    "multiplyFractions": "Multiplica los numeradores entre sí y los denominadores entre sí.",
    "change": "Multiplica por {{factor}}.",
    "whatPercent": "Divide la parte entre el total y multiplica por 100.",
    "undoAdd": "Haz lo contrario de sumar {{a}} en ambos lados.",
    "twoSteps": "Primero pasa el término numérico y luego divide entre el coeficiente de x.",
    "bracketsFirst": "Elimina los paréntesis, reúne los términos con x en un lado y divide.",
    "distribute": "Multiplica cada término del paréntesis por el número de afuera.",
    "foil": "Multiplica cada término del primer paréntesis por cada término del segundo.",
    "factor": "Busca dos números cuyo producto sea la constante y cuya suma sea el coeficiente de x.",
    "divideFirst": "Divide cada término entre {{a}} y luego factoriza.",
    "graphIntercept": "Busca el punto de la recta donde x = 0.",
    "graphValue": "Sitúa x = {{x}} en el eje horizontal y sube o baja hasta la recta."
  },
  "mastery": {
    "heading": "Tu dominio",
    "explain": "Tu nivel en una habilidad sale de tus últimas 5 respuestas en ella.",
    "rules": {
      "proficient": "El 100 % correctas en tus últimas 5 respuestas.",
      "mastered": "Competente y, después, una respuesta correcta en el repaso mixto. Una respuesta de repaso incorrecta te hace bajar."
    },
    "difficulty": "La dificultad se adapta: dos respuestas correctas seguidas te suben un nivel y dos incorrectas te bajan uno."
  },
  "progress": {
    "empty": "Aún no has practicado."
  },
  "toastIncorrect": "Sigue adelante"
};

export default practice;
