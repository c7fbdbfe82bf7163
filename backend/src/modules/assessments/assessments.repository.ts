import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AssessmentAnswer, AssessmentType, DomainScores } from '@fabrion/shared';
import { DataSource, MoreThanOrEqual, type FindOptionsWhere, type Repository } from 'typeorm';
import { AssessmentProgressEntity } from './entities/assessment-progress.entity';
import { AssessmentResponseEntity } from './entities/assessment-response.entity';
import { AssessmentResultEntity } from './entities/assessment-result.entity';

export interface NewAssessmentResult {
  userId: string;
  type: AssessmentType;
  domainScores: DomainScores;
  totalScore: number;
  createdAt: Date;
  answers: Array<AssessmentAnswer & { domain: string }>;
}

export interface LatestResultRow {
  result: AssessmentResultEntity;
  completed: number;
}

/**
 * The result, its responses and the end of the member's run in progress, as ONE statement: it
 * commits or fails as a whole (PostgreSQL runs every data-modifying CTE to completion inside the
 * statement's transaction), in a single round trip.
 */
const SAVE_RESULT = `
  WITH result AS (
    INSERT INTO assessment_results (user_id, assessment_type, domain_scores, total_score, created_at)
    VALUES ($1, $2, $3::jsonb, $4, $5)
    RETURNING id, user_id
  ), responses AS (
    INSERT INTO assessment_responses (user_id, assessment_result_id, question_id, score, domain)
    SELECT result.user_id, result.id, answer.question_id, answer.score, answer.domain
    FROM result, unnest($6::smallint[], $7::smallint[], $8::varchar[])
      AS answer(question_id, score, domain)
  ), cleared AS (
    DELETE FROM assessment_progress WHERE user_id = $1 AND assessment_type = $2
  )
  SELECT id FROM result`;

/** Each type's newest result of one member, with how many that member has of the type. */
const LATEST_PER_TYPE = `
  SELECT DISTINCT ON (assessment_type)
    id, user_id, assessment_type, domain_scores, total_score, created_at,
    count(*) OVER (PARTITION BY assessment_type)::int AS completed
  FROM assessment_results
  WHERE user_id = $1
  ORDER BY assessment_type, created_at DESC, id DESC`;

/** The only place that queries the assessment tables. */
@Injectable()
export class AssessmentsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AssessmentResultEntity)
    private readonly results: Repository<AssessmentResultEntity>,
    @InjectRepository(AssessmentResponseEntity)
    private readonly responses: Repository<AssessmentResponseEntity>,
    @InjectRepository(AssessmentProgressEntity)
    private readonly progress: Repository<AssessmentProgressEntity>,
  ) {}

  /** Saves a result with its responses and clears the run in progress; the new result's id. */
  async saveResult(input: NewAssessmentResult): Promise<string> {
    const [row] = (await this.dataSource.query(SAVE_RESULT, [
      input.userId,
      input.type,
      JSON.stringify(input.domainScores),
      input.totalScore,
      input.createdAt,
      input.answers.map((a) => a.questionId),
      input.answers.map((a) => a.score),
      input.answers.map((a) => a.domain),
    ])) as [{ id: string }];
    return row.id;
  }

  async latestPerType(userId: string): Promise<LatestResultRow[]> {
    const rows = (await this.dataSource.query(LATEST_PER_TYPE, [userId])) as Array<{
      id: string;
      user_id: string;
      assessment_type: AssessmentType;
      domain_scores: DomainScores;
      total_score: number;
      created_at: Date;
      completed: number;
    }>;
    return rows.map((row) => ({
      result: this.results.create({
        id: row.id,
        userId: row.user_id,
        assessmentType: row.assessment_type,
        domainScores: row.domain_scores,
        totalScore: row.total_score,
        createdAt: row.created_at,
      }),
      completed: row.completed,
    }));
  }

  /** A page of one member's results of a type, newest first, and how many there are. */
  history(
    userId: string,
    type: AssessmentType,
    skip: number,
    take: number,
  ): Promise<[AssessmentResultEntity[], number]> {
    return this.results.findAndCount({
      where: { userId, assessmentType: type },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
  }

  /** A result only when it is this member's and of this type. */
  findResult(userId: string, type: AssessmentType, id: string) {
    return this.results.findOne({ where: { id, userId, assessmentType: type } });
  }

  /** The member's attempt of the same type saved just before `resultId`, or null. */
  findPrevious(userId: string, type: AssessmentType, resultId: string) {
    return this.results
      .createQueryBuilder('result')
      .where('result.userId = :userId AND result.assessmentType = :type', { userId, type })
      .andWhere(
        '(result.createdAt, result.id) < (SELECT created_at, id FROM assessment_results WHERE id = :resultId)',
        { resultId },
      )
      .orderBy('result.createdAt', 'DESC')
      .addOrderBy('result.id', 'DESC')
      .getOne();
  }

  answersOf(resultId: string): Promise<AssessmentResponseEntity[]> {
    return this.responses.find({
      where: { assessmentResultId: resultId },
      order: { questionId: 'ASC' },
    });
  }

  findProgress(userId: string, type: AssessmentType) {
    return this.progress.findOne({ where: { userId, assessmentType: type } });
  }

  async saveProgress(row: AssessmentProgressEntity): Promise<void> {
    await this.progress.upsert(row, ['userId', 'assessmentType']);
  }

  async deleteProgress(userId: string, type: AssessmentType): Promise<void> {
    await this.progress.delete({ userId, assessmentType: type });
  }

  /** Saved results per type, for all members or one, optionally since a moment. */
  async countByType(filter: {
    userId?: string;
    since?: Date;
  }): Promise<Array<{ type: AssessmentType; count: number }>> {
    const where: FindOptionsWhere<AssessmentResultEntity> = {};
    if (filter.userId) where.userId = filter.userId;
    if (filter.since) where.createdAt = MoreThanOrEqual(filter.since);
    const rows = await this.results
      .createQueryBuilder('result')
      .select('result.assessmentType', 'type')
      .addSelect('count(*)::int', 'count')
      .where(where)
      .groupBy('result.assessmentType')
      .getRawMany<{ type: AssessmentType; count: number }>();
    return rows;
  }
}
