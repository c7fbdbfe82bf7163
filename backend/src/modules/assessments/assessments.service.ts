import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_TYPES,
  answersErrors,
  asAnswers,
  assessmentDefinition,
  currentQuestionError,
  displayName,
  domainOfQuestion,
  isAssessmentType,
  isLanguage,
  scoreAnswers,
  type AssessmentDefinition,
  type AssessmentHistoryPage,
  type AssessmentLatestEntry,
  type AssessmentProgress,
  type AssessmentResultDetail,
  type AssessmentType,
  type Language,
} from '@fabrion/shared';
import { Clock } from '../../common/clock';
import { appConfig } from '../../config';
import { UsersService } from '../users/users.service';
import { AssessmentsRepository } from './assessments.repository';
import type { HistoryQueryDto, ReportQueryDto } from './dto/assessment-request.dto';
import {
  toLatestEntries,
  toProgress,
  toResultDetail,
  toResultSummary,
} from './dto/assessment-response.dto';
import { AssessmentReportRenderer } from './report/assessment-report.renderer';
import { formatReportDate } from './report/report-texts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HISTORY_DEFAULT_PAGE_SIZE = 20;

/** Completed assessments per type (for the back office's member page and dashboard). */
export type AssessmentCounts = Record<AssessmentType, number> & { total: number };

const invalid = (errors: Record<string, string>) =>
  new BadRequestException({ message: 'Validation failed', errors });

/**
 * The four readiness assessments of a member: results scored by the server from the 20 answers,
 * history, the run in progress and the PDF report. A member only ever reaches their own rows:
 * every query is keyed by the session's user id, and another member's id is simply not found.
 */
@Injectable()
export class AssessmentsService {
  private readonly logger = new Logger(AssessmentsService.name);

  constructor(
    private readonly repository: AssessmentsRepository,
    private readonly users: UsersService,
    private readonly renderer: AssessmentReportRenderer,
    private readonly clock: Clock,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /** The definition of `:type`; 404 for anything else. */
  definition(type: string): AssessmentDefinition {
    if (!isAssessmentType(type))
      throw new NotFoundException({ message: ASSESSMENT_MESSAGES.notFound });
    return assessmentDefinition(type);
  }

  /**
   * Validates the 20 answers, scores them (a client's total is never read: the DTO refuses one)
   * and saves the result with its responses; the run in progress ends with it.
   */
  async save(userId: string, type: string, answers: unknown): Promise<AssessmentResultDetail> {
    const definition = this.definition(type);
    const errors = answersErrors(answers, 'complete');
    if (errors) throw invalid(errors);
    const ordered = asAnswers(answers)
      .sort((a, b) => a.questionId - b.questionId)
      .map((a) => ({ ...a, domain: domainOfQuestion(definition, a.questionId) }));
    const { domainScores, totalScore } = scoreAnswers(definition, ordered);
    const createdAt = this.clock.now();
    const id = await this.repository.saveResult({
      userId,
      type: definition.type,
      domainScores,
      totalScore,
      createdAt,
      answers: ordered,
    });
    this.logger.log(
      { userId, type: definition.type, resultId: id, totalScore },
      'Assessment saved',
    );
    return {
      id,
      type: definition.type,
      domainScores,
      totalScore,
      createdAt: createdAt.toISOString(),
      answers: ordered,
    };
  }

  /** The scorecard: each assessment's latest result (or null) and how many were completed. */
  async latest(userId: string): Promise<AssessmentLatestEntry[]> {
    return toLatestEntries(await this.repository.latestPerType(userId));
  }

  async history(
    userId: string,
    type: string,
    query: HistoryQueryDto,
  ): Promise<AssessmentHistoryPage> {
    const definition = this.definition(type);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? HISTORY_DEFAULT_PAGE_SIZE;
    const [rows, total] = await this.repository.history(
      userId,
      definition.type,
      (page - 1) * pageSize,
      pageSize,
    );
    return { items: rows.map(toResultSummary), total, page, pageSize };
  }

  async result(userId: string, type: string, id: string): Promise<AssessmentResultDetail> {
    const definition = this.definition(type);
    const row = UUID.test(id)
      ? await this.repository.findResult(userId, definition.type, id)
      : null;
    if (!row) throw new NotFoundException({ message: ASSESSMENT_MESSAGES.resultNotFound });
    return toResultDetail(row, await this.repository.answersOf(row.id));
  }

  async progress(userId: string, type: string): Promise<AssessmentProgress> {
    const definition = this.definition(type);
    const row = await this.repository.findProgress(userId, definition.type);
    if (!row) throw new NotFoundException({ message: ASSESSMENT_MESSAGES.progressNotFound });
    return toProgress(row);
  }

  async saveProgress(
    userId: string,
    type: string,
    body: { answers: unknown; currentQuestion: unknown },
  ): Promise<AssessmentProgress> {
    const definition = this.definition(type);
    const errors = answersErrors(body.answers, 'partial') ?? {};
    const questionError = currentQuestionError(body.currentQuestion);
    if (questionError) errors.currentQuestion = questionError;
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const row = {
      userId,
      assessmentType: definition.type,
      answers: asAnswers(body.answers).sort((a, b) => a.questionId - b.questionId),
      currentQuestion: body.currentQuestion as number,
      updatedAt: this.clock.now(),
    };
    await this.repository.saveProgress(row);
    return toProgress(row);
  }

  /** "Take Assessment Again" (or leaving a run): the next visit starts at question 1. */
  async clearProgress(userId: string, type: string): Promise<void> {
    await this.repository.deleteProgress(userId, this.definition(type).type);
  }

  /** The PDF report of one of the member's results, in the asked or the account's language. */
  async report(
    userId: string,
    type: string,
    id: string,
    query: ReportQueryDto,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const definition = this.definition(type);
    const result = await this.result(userId, type, id);
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException({ message: ASSESSMENT_MESSAGES.resultNotFound });
    const language: Language = query.lang ?? (isLanguage(user.language) ? user.language : 'en');
    const created = new Date(result.createdAt);
    const before = await this.repository.findPrevious(userId, definition.type, result.id);
    const pdf = await this.renderer.render({
      definition,
      result,
      previous: before ? toResultSummary(before) : null,
      language,
      memberName: displayName(user.profile?.fullName, user.email),
      date: formatReportDate(created, language, query.tz),
      productName: this.app.productName,
    });
    const day = created.toISOString().slice(0, 10);
    return { filename: `${this.app.productName}-${definition.type}-assessment-${day}.pdf`, pdf };
  }

  /**
   * For other modules (the back office's member page): each assessment's latest result of one
   * member and how many they completed, as `GET /api/assessments/latest` answers the member.
   */
  latestForUser(userId: string): Promise<AssessmentLatestEntry[]> {
    return this.latest(userId);
  }

  /**
   * For other modules (the back office's dashboard): completed assessments per type and in all,
   * for every member or one (`userId`), optionally only those saved since `since`.
   */
  async countCompleted(filter: { userId?: string; since?: Date } = {}): Promise<AssessmentCounts> {
    const rows = await this.repository.countByType(filter);
    const counts = Object.fromEntries(ASSESSMENT_TYPES.map((t) => [t, 0])) as AssessmentCounts;
    counts.total = 0;
    for (const row of rows) {
      counts[row.type] = row.count;
      counts.total += row.count;
    }
    return counts;
  }
}
