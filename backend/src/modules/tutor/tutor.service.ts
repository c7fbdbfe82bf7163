import {
  BadGatewayException,
  BadRequestException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  MASTERCLASS_MESSAGES,
  TUTOR_LIMITS,
  type TutorChatResponse,
  type TutorCitation,
  type TutorStreamEvent,
} from '@fabrion/shared';
import { tutorConfig } from '../../config/tutor.config';
import { MasterclassService } from '../masterclass/masterclass.service';
import { UsersService } from '../users/users.service';
import type { TutorChatDto } from './dto/tutor-chat.dto';
import { OFFLINE_TUTOR_TEXTS } from './providers/offline-tutor-texts';
import { TutorLimiter } from './tutor-limiter.service';
import { TUTOR_PROVIDER, type TutorProvider, type TutorQuestion } from './tutor.types';

const invalid = (errors: Record<string, string>) =>
  new BadRequestException({ message: 'Validation failed', errors });

/** The lessons an answer cites: the passages whose `[n]` it contains, in order of first mention. */
export function citationsOf(text: string, question: TutorQuestion): TutorCitation[] {
  const cited: TutorCitation[] = [];
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    const passage = question.passages.find((p) => p.number === Number(match[1]));
    if (passage && !cited.some((c) => c.lessonId === passage.lessonId))
      cited.push({ lessonId: passage.lessonId, title: passage.title });
  }
  return cited;
}

/**
 * The course tutor: validates a question (message, the lesson on screen, a bounded history),
 * counts it against the member's budgets, retrieves the best-matching course passages (full-text
 * search, current lesson first) and has the configured provider answer from them only, citing
 * the lessons used, in the asked language or else the account's. The member's words are never
 * logged, only their length.
 */
@Injectable()
export class TutorService {
  private readonly logger = new Logger(TutorService.name);

  constructor(
    private readonly masterclass: MasterclassService,
    private readonly limiter: TutorLimiter,
    private readonly users: UsersService,
    @Inject(TUTOR_PROVIDER) private readonly provider: TutorProvider,
    @Inject(tutorConfig.KEY) private readonly config: ConfigType<typeof tutorConfig>,
  ) {}

  /** Checks and counts the question and retrieves its passages (400 / 429 before any answer). */
  async prepare(userId: string, dto: TutorChatDto): Promise<TutorQuestion> {
    const history = dto.conversationHistory ?? [];
    const historyChars = history.reduce((sum, turn) => sum + turn.content.length, 0);
    if (historyChars > TUTOR_LIMITS.historyMaxTotalChars)
      throw invalid({ conversationHistory: MASTERCLASS_MESSAGES.historyTooLarge });
    const course = await this.masterclass.course();
    const lesson = course.sections
      .flatMap((section) => section.lessons)
      .find((candidate) => candidate.id === dto.currentLesson);
    if (!lesson) throw invalid({ currentLesson: MASTERCLASS_MESSAGES.lessonUnknown });
    await this.limiter.hit(userId);
    const found = await this.masterclass.searchPassages(
      dto.message,
      lesson.id,
      this.config.passages,
    );
    return {
      message: dto.message.trim(),
      history: history.map((turn) => ({ role: turn.role, content: turn.content })),
      currentLessonTitle: lesson.title,
      language: dto.language ?? (await this.accountLanguage(userId)),
      passages: found.map((passage, index) => ({
        number: index + 1,
        lessonId: passage.lessonId,
        title: passage.title,
        description: passage.description,
        transcript: passage.transcript,
        current: passage.current,
      })),
    };
  }

  /** The language the member chose for the portal (kept on the account), else English. */
  private async accountLanguage(userId: string): Promise<Language> {
    const language = (await this.users.findById(userId))?.language;
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  }

  /** The provider's answer; without any passage there is nothing to ground one on: no call. */
  private answer(question: TutorQuestion, stream: boolean, signal: AbortSignal) {
    if (question.passages.length === 0) {
      const notCovered = OFFLINE_TUTOR_TEXTS[question.language].notCovered;
      return (async function* () {
        yield notCovered;
      })();
    }
    return this.provider.answer(question, { stream, signal });
  }

  /** The whole answer at once (JSON); 502 with the spec's message when the provider fails. */
  async reply(userId: string, question: TutorQuestion): Promise<TutorChatResponse> {
    const started = Date.now();
    let text = '';
    try {
      for await (const piece of this.answer(question, false, new AbortController().signal))
        text += piece;
    } catch (error) {
      this.logFailure(userId, error);
      throw new BadGatewayException({ message: MASTERCLASS_MESSAGES.tutorFailure });
    }
    return this.finish(userId, question, text, started);
  }

  /** The answer as stream events: pieces as they come, then `done` (or one `error`). */
  async *stream(
    userId: string,
    question: TutorQuestion,
    signal: AbortSignal,
  ): AsyncIterable<TutorStreamEvent> {
    const started = Date.now();
    let text = '';
    try {
      for await (const piece of this.answer(question, true, signal)) {
        text += piece;
        yield { event: 'delta', data: { text: piece } };
      }
    } catch (error) {
      if (signal.aborted) return;
      this.logFailure(userId, error);
      yield { event: 'error', data: { message: MASTERCLASS_MESSAGES.tutorFailure } };
      return;
    }
    yield { event: 'done', data: this.finish(userId, question, text, started) };
  }

  private finish(
    userId: string,
    question: TutorQuestion,
    text: string,
    started: number,
  ): TutorChatResponse {
    const citations = citationsOf(text, question);
    this.logger.log(
      {
        userId,
        provider: this.provider.name,
        language: question.language,
        messageChars: question.message.length,
        historyTurns: question.history.length,
        passages: question.passages.length,
        citations: citations.length,
        ms: Date.now() - started,
      },
      'Tutor answered',
    );
    return { response: text.trim(), citations };
  }

  private logFailure(userId: string, error: unknown): void {
    this.logger.warn(
      { userId, provider: this.provider.name, error: (error as Error).message },
      'Tutor provider failed',
    );
  }
}
