// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/mathlab';
import type { Translation } from '../../types';

const mathlab: Translation<typeof en> = {
  "scenarios": {
    "mathLab": "Una parábola y una onda con deslizadores: cambia las expresiones, mueve los parámetros y observa qué cambia.",
    "equationGraphDirectTest": "Una ecuación escrita como “y = …”, representada directamente.",
    "graphEnhancedTest": "La tangente con sus cortes y una recta cuya pendiente eliges tú."
  },
  "add": "Añadir una expresión",
  "syntaxHelp": "Escribe en x, por ejemplo x^2 - 4, 2(x + 1), sin(x), |x|, sqrt(x). Las letras sueltas como a, b o k se convierten en deslizadores.",
  "errors": {
    "empty": "Escribe una expresión para representar.",
    "syntax": "No pudimos leer esta expresión. Revisa los paréntesis y los operadores.",
    "unknownSymbol": "Nombre desconocido: {{name}}. Usa x, parámetros de una letra y funciones como sin o sqrt."
  },
  "plotLabel": "Gráfica. Las flechas mueven la vista, más y menos hacen zoom, 0 la restablece. Arrastra para mover; pellizca o usa la rueda para hacer zoom.",
  "descriptionHeading": "Qué se representa",
  "describe": {
    "invalid": "“{{expr}}” no se representa: {{reason}}"
  }
};

export default mathlab;
