import type { Language } from '@fabrion/shared';

/**
 * The offline tutor's own words, per language of the member. The course passages it quotes stay
 * as written (the course is in English), and the intro says so in the other languages.
 */
export interface OfflineTutorTexts {
  /** The first line of an answer. */
  intro: string;
  /** Introduces the sentences quoted from one lesson, before their `[n]`. */
  from: (lessonTitle: string) => string;
  /** The whole answer when no passage of the course matches the question. */
  notCovered: string;
}

export const OFFLINE_TUTOR_TEXTS: Record<Language, OfflineTutorTexts> = {
  en: {
    intro: 'Here is what the course says:',
    from: (title) => `From “${title}”:`,
    notCovered:
      "I couldn't find this in the course material, so I can't answer it reliably. Try rephrasing your question, or ask about a topic of the lessons.",
  },
  es: {
    intro:
      'Esto es lo que dice el curso (el material del curso está en inglés, así que lo cito tal como está escrito):',
    from: (title) => `De «${title}»:`,
    notCovered:
      'No he encontrado esto en el material del curso, así que no puedo responderlo con fiabilidad. Pruebe a reformular su pregunta o pregunte sobre un tema de las lecciones.',
  },
  de: {
    intro:
      'Das sagt der Kurs dazu (das Kursmaterial ist auf Englisch, daher zitiere ich es im Wortlaut):',
    from: (title) => `Aus „${title}“:`,
    notCovered:
      'Dazu habe ich im Kursmaterial nichts gefunden und kann die Frage daher nicht verlässlich beantworten. Formulieren Sie Ihre Frage anders oder fragen Sie nach einem Thema der Lektionen.',
  },
};
