// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/adhd';
import type { Translation } from '../../types';

const adhd: Translation<typeof en> = {
  "about": {
    "intro": "Bloques cortos, un paso a la vez, un tiempo que puedes ver y descansos con los que puedes contar. Pensada para estudiantes con TDAH y para cualquiera que se concentre mejor así.",
    "principles": {
      "sprints": {
        "text": "Elige 10, 15 o 25 minutos de concentración. Lo bastante cortos para empezar y lo bastante largos para terminar algo."
      },
      "oneStep": {
        "text": "En pantalla solo está la tarea actual. Cuando la terminas, aparece la siguiente."
      },
      "visibleTime": {
        "text": "Un temporizador grande muestra lo que queda del bloque, para que el tiempo no se escape sin darte cuenta."
      },
      "breaks": {
        "title": "Descansos planificados",
        "text": "Cada bloque termina con un descanso corto: estirarte, respirar o caminar. El temporizador te avisa cuándo volver."
      },
      "readAloud": {
        "text": "Tu dispositivo puede leer las tareas en voz alta, si admite voz."
      },
      "calm": {
        "text": "Sin destellos, y sin movimiento si tu dispositivo pide reducirlo. El temporizador se pausa cuando cambias de pestaña."
      }
    },
    "offline": "Las sesiones funcionan en tu dispositivo y sin conexión; tu progreso se guarda en tu cuenta cuando tienes conexión."
  },
  "start": {
    "title": "Empieza una sesión adaptada al TDAH",
    "intro": "Tres decisiones y empiezas. Puedes pausar o terminar en cualquier momento."
  },
  "breaks": {
    "stretch": {
      "name": "Descanso para estirarte",
      "text": "Ponte de pie, estira los brazos hacia el techo, gira los hombros y sacude las manos."
    },
    "breathe": {
      "text": "Inhala contando hasta cuatro, retén cuatro, exhala cuatro y retén cuatro. Repite hasta que termine el temporizador."
    },
    "walk": {
      "text": "Camina por la habitación o ponte un vaso de agua. Aléjate de la pantalla."
    }
  },
  "tasks": {
    "math": {
      "0": "Lee el ejemplo resuelto una vez, despacio, y subraya lo que pide la pregunta.",
      "1": "Resuelve la primera pregunta de práctica. Escribe cada paso.",
      "2": "Resuelve la segunda pregunta sin mirar el ejemplo.",
      "3": "Comprueba las dos respuestas sustituyéndolas en la pregunta.",
      "4": "Escribe una frase sobre lo que harías distinto la próxima vez."
    },
    "reading": {
      "0": "Lee el título y el primer párrafo. Adivina de qué trata el texto.",
      "1": "Lee los dos párrafos siguientes y anota una idea clave.",
      "2": "Lee hasta el final y marca una palabra que no conocías.",
      "3": "Di la idea principal en voz alta en una sola frase.",
      "4": "Escribe dos preguntas que le harías al autor."
    },
    "writing": {
      "0": "Escribe tu idea principal en una frase.",
      "1": "Anota tres ideas que la apoyen, como notas cortas.",
      "2": "Convierte la primera nota en un párrafo.",
      "3": "Convierte las otras notas en párrafos.",
      "4": "Léelo en voz alta una vez y corrige lo primero que suene mal."
    },
    "science": {
      "0": "Lee la definición del concepto de hoy y dila con tus palabras.",
      "1": "Haz un diagrama rápido del concepto.",
      "2": "Responde la primera pregunta de repaso.",
      "3": "Busca un ejemplo del concepto en la vida diaria.",
      "4": "Explica el concepto a un amigo imaginario en tres frases."
    },
    "languages": {
      "0": "Lee las cinco palabras nuevas y di cada una en voz alta.",
      "1": "Escribe una frase corta con cada palabra nueva.",
      "2": "Tapa los significados y ponte a prueba.",
      "3": "Escucha o lee un texto corto y encuentra en él las palabras nuevas.",
      "4": "Escribe tres frases sobre tu día usando al menos dos palabras nuevas."
    }
  },
  "session": {
    "loading": "Cargando tu sesión…",
    "missing": "Esta sesión no está en este dispositivo. Quizá se inició en otro dispositivo o el enlace no es correcto.",
    "pausedHidden": "En pausa mientras no estabas. Reanuda cuando quieras.",
    "focusToast": "Fin del descanso: vuelve a tu tarea",
    "summary": "Has terminado {{done}} de {{total}} tareas en {{minutes}} minutos de concentración."
  }
};

export default adhd;
