import { Injectable } from '@nestjs/common';
import type { TutorPassage, TutorProvider, TutorQuestion } from '../tutor.types';
import { OFFLINE_TUTOR_TEXTS } from './offline-tutor-texts';

/** Words that say nothing about the topic of a question. */
const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below
  between both but by can could did do does doing don down during each few for from further had
  has have having he her here hers him his how i if in into is it its itself just me more most my
  no nor not now of off on once only or other our ours out over own same she should so some such
  than that the their theirs them then there these they this those through to too under until up
  very was we were what when where which while who whom why will with would you your yours
  lesson lessons course tell explain please know want mean means`.split(/\s+/),
);

const MAX_SENTENCES = 3;

/** Lower-case word stems: crude suffix stripping is enough to match "contracts" with "contract". */
export function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => !STOPWORDS.has(word) && (word.length > 1 || /\d/.test(word)))
    .map((word) => (word.length > 4 ? word.replace(/(ing|ed|er|es|s)$/, '') : word));
}

function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

interface Candidate {
  passage: TutorPassage;
  index: number;
  text: string;
  score: number;
}

/**
 * The tutor without any outside service: it answers with the course's own sentences that best
 * match the question (each question word found counts, rarer words more; sentences of the current
 * lesson count a little more), grouped by lesson and cited `[n]`. Its own framing is in the
 * member's language; the quoted sentences stay in the course's English.
 */
@Injectable()
export class OfflineTutorProvider implements TutorProvider {
  readonly name = 'offline';

  async *answer(
    question: TutorQuestion,
    options: { stream: boolean; signal: AbortSignal },
  ): AsyncIterable<string> {
    const text = this.compose(question);
    if (!options.stream) {
      yield text;
      return;
    }
    // The same text in pieces, so the page's streaming path is the same as with a model.
    for (const piece of text.match(/\S+\s*/g) ?? [text]) {
      if (options.signal.aborted) return;
      yield piece;
    }
  }

  compose(question: TutorQuestion): string {
    const texts = OFFLINE_TUTOR_TEXTS[question.language];
    const terms = [...new Set(stems(question.message))];
    if (terms.length === 0 || question.passages.length === 0) return texts.notCovered;
    const candidates: Candidate[] = question.passages.flatMap((passage) =>
      [passage.description, ...sentences(passage.transcript)].map((text, index) => ({
        passage,
        index,
        text,
        score: 0,
      })),
    );
    const sentenceStems = candidates.map((c) => new Set(stems(c.text)));
    const weight = new Map(
      terms.map((term) => {
        const found = sentenceStems.filter((set) => set.has(term)).length;
        return [term, found === 0 ? 0 : Math.log(1 + candidates.length / found)];
      }),
    );
    candidates.forEach((candidate, i) => {
      let score = 0;
      for (const term of terms) if (sentenceStems[i]!.has(term)) score += weight.get(term)!;
      candidate.score = score * (candidate.passage.current ? 1.25 : 1);
    });
    const best = candidates
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score || a.passage.number - b.passage.number || a.index - b.index)
      .slice(0, MAX_SENTENCES);
    if (best.length === 0) return texts.notCovered;
    const byPassage = new Map<TutorPassage, Candidate[]>();
    for (const candidate of best.sort(
      (a, b) => a.passage.number - b.passage.number || a.index - b.index,
    )) {
      byPassage.set(candidate.passage, [...(byPassage.get(candidate.passage) ?? []), candidate]);
    }
    const paragraphs = [...byPassage].map(
      ([passage, chosen]) =>
        `${texts.from(passage.title)} ${chosen.map((c) => c.text).join(' ')} [${passage.number}]`,
    );
    return `${texts.intro}\n\n${paragraphs.join('\n\n')}`;
  }
}
