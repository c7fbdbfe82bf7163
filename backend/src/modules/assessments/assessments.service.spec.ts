import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { ASSESSMENT_MESSAGES, type AssessmentAnswer } from '@fabrion/shared';
import type { Clock } from '../../common/clock';
import type { AppConfig } from '../../config';
import type { UsersService } from '../users/users.service';
import type { AssessmentsRepository } from './assessments.repository';
import { AssessmentsService } from './assessments.service';
import type { AssessmentResultEntity } from './entities/assessment-result.entity';
import type { AssessmentReportRenderer } from './report/assessment-report.renderer';

const NOW = new Date('2026-03-04T10:00:00Z');
const USER = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';

const answers = (scores: number[]): AssessmentAnswer[] =>
  scores.map((score, i) => ({ questionId: i + 1, score }));

function setup() {
  const repository = {
    saveResult: jest.fn().mockResolvedValue('9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef'),
    latestPerType: jest.fn().mockResolvedValue([]),
    history: jest.fn().mockResolvedValue([[], 0]),
    findResult: jest.fn().mockResolvedValue(null),
    findPrevious: jest.fn().mockResolvedValue(null),
    answersOf: jest.fn().mockResolvedValue([]),
    findProgress: jest.fn().mockResolvedValue(null),
    saveProgress: jest.fn().mockResolvedValue(undefined),
    deleteProgress: jest.fn().mockResolvedValue(undefined),
    countByType: jest.fn().mockResolvedValue([]),
  };
  const users = {
    findById: jest.fn().mockResolvedValue({
      id: USER,
      email: 'ada@example.test',
      language: 'de',
      profile: { fullName: 'Ada Lovelace' },
    }),
  };
  const renderer = { render: jest.fn().mockResolvedValue(Buffer.from('%PDF-1.7')) };
  const clock = { now: () => NOW };
  const sut = new AssessmentsService(
    repository as unknown as AssessmentsRepository,
    users as unknown as UsersService,
    renderer as unknown as AssessmentReportRenderer,
    clock as Clock,
    { productName: 'Fabrion' } as AppConfig,
  );
  return { sut, repository, users, renderer };
}

const resultRow = (overrides: Partial<AssessmentResultEntity> = {}): AssessmentResultEntity => ({
  id: '9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef',
  userId: USER,
  assessmentType: 'maas',
  domainScores: {
    'Technology Infrastructure': 10,
    'Service Delivery Model': 15,
    'Organizational Readiness': 20,
    'Customer Experience & Analytics': 25,
  },
  totalScore: 70,
  createdAt: NOW,
  ...overrides,
});

describe(AssessmentsService.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('should score the answers itself and save them with their domains', async () => {
    const { sut, repository } = setup();
    const scores = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5];
    const result = await sut.save(USER, 'raas', answers(scores).reverse());
    const saved = repository.saveResult.mock.calls[0][0];
    expect(saved).toMatchObject({
      userId: USER,
      type: 'raas',
      totalScore: 55,
      createdAt: NOW,
      domainScores: {
        'Technical Infrastructure': 5,
        'Operational Readiness': 10,
        'Workforce Readiness': 15,
        'Business Strategy': 25,
      },
    });
    expect(saved.answers.map((a: { questionId: number }) => a.questionId)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(saved.answers[19]).toEqual({ questionId: 20, score: 5, domain: 'Business Strategy' });
    expect(result).toMatchObject({ id: '9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef', totalScore: 55 });
  });

  it('should refuse a bad answer set with field messages and write nothing', async () => {
    const { sut, repository } = setup();
    const cases: Array<[unknown, Record<string, string>]> = [
      [answers(Array(19).fill(3)), { answers: ASSESSMENT_MESSAGES.answersCount }],
      [answers([0, ...Array(19).fill(3)]), { 'answers.0.score': ASSESSMENT_MESSAGES.score }],
      [
        [...answers(Array(19).fill(3)), { questionId: 1, score: 3 }],
        { answers: ASSESSMENT_MESSAGES.answersDistinct },
      ],
    ];
    for (const [body, errors] of cases) {
      const error = await sut.save(USER, 'pbc', body).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({ errors });
    }
    expect(repository.saveResult).not.toHaveBeenCalled();
  });

  it('should answer 404 for an unknown assessment type', async () => {
    const { sut, repository } = setup();
    await expect(sut.save(USER, 'saas', answers(Array(20).fill(3)))).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(sut.history(USER, 'latest', {})).rejects.toBeInstanceOf(NotFoundException);
    expect(repository.saveResult).not.toHaveBeenCalled();
  });

  it("should not look up a result that is not a uuid and 404 one that is not the member's", async () => {
    const { sut, repository } = setup();
    await expect(sut.result(USER, 'maas', '1; DROP TABLE x')).rejects.toBeInstanceOf(
      NotFoundException,
    );
    expect(repository.findResult).not.toHaveBeenCalled();
    await expect(
      sut.result(USER, 'maas', '9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef'),
    ).rejects.toBeInstanceOf(NotFoundException);
    expect(repository.findResult).toHaveBeenCalledWith(
      USER,
      'maas',
      '9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef',
    );
  });

  it('should list the four assessments for the scorecard, null where none was taken', async () => {
    const { sut, repository } = setup();
    repository.latestPerType.mockResolvedValue([{ result: resultRow(), completed: 3 }]);
    const entries = await sut.latest(USER);
    expect(entries.map((e) => [e.type, e.latest?.totalScore ?? null, e.completed])).toEqual([
      ['digital-transformation', null, 0],
      ['maas', 70, 3],
      ['pbc', null, 0],
      ['raas', null, 0],
    ]);
  });

  it('should page the history newest first with the default page size', async () => {
    const { sut, repository } = setup();
    repository.history.mockResolvedValue([[resultRow()], 41]);
    const page = await sut.history(USER, 'maas', { page: 3 });
    expect(repository.history).toHaveBeenCalledWith(USER, 'maas', 40, 20);
    expect(page).toMatchObject({ total: 41, page: 3, pageSize: 20 });
    expect(page.items[0]!.createdAt).toBe(NOW.toISOString());
  });

  it('should keep a valid run in progress and refuse an invalid one', async () => {
    const { sut, repository } = setup();
    const progress = await sut.saveProgress(USER, 'pbc', {
      answers: [
        { questionId: 2, score: 4 },
        { questionId: 1, score: 5 },
      ],
      currentQuestion: 3,
    });
    expect(progress).toMatchObject({
      type: 'pbc',
      currentQuestion: 3,
      answers: [
        { questionId: 1, score: 5 },
        { questionId: 2, score: 4 },
      ],
    });
    expect(repository.saveProgress).toHaveBeenCalledTimes(1);
    const error = await sut
      .saveProgress(USER, 'pbc', { answers: [{ questionId: 1, score: 9 }], currentQuestion: 0 })
      .catch((e: unknown) => e);
    expect((error as BadRequestException).getResponse()).toMatchObject({
      errors: {
        'answers.0.score': ASSESSMENT_MESSAGES.score,
        currentQuestion: ASSESSMENT_MESSAGES.currentQuestion,
      },
    });
    expect(repository.saveProgress).toHaveBeenCalledTimes(1);
    await expect(sut.progress(USER, 'pbc')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('should render the report in the account language with the member name and date', async () => {
    const { sut, repository, renderer } = setup();
    repository.findResult.mockResolvedValue(resultRow());
    repository.findPrevious.mockResolvedValue(resultRow({ id: 'older', totalScore: 50 }));
    const report = await sut.report(USER, 'maas', resultRow().id, {});
    const input = renderer.render.mock.calls[0][0];
    expect(input).toMatchObject({
      language: 'de',
      memberName: 'Ada Lovelace',
      date: '4. März 2026',
      previous: { id: 'older', totalScore: 50 },
    });
    expect(report.filename).toBe('Fabrion-maas-assessment-2026-03-04.pdf');
    await sut.report(USER, 'maas', resultRow().id, { lang: 'es' });
    expect(renderer.render.mock.calls[1][0]).toMatchObject({ date: '4 de marzo de 2026' });
  });

  it('should count completed assessments per type and in all', async () => {
    const { sut, repository } = setup();
    repository.countByType.mockResolvedValue([
      { type: 'maas', count: 2 },
      { type: 'raas', count: 5 },
    ]);
    const since = new Date('2026-01-01T00:00:00Z');
    expect(await sut.countCompleted({ since })).toEqual({
      'digital-transformation': 0,
      maas: 2,
      pbc: 0,
      raas: 5,
      total: 7,
    });
    expect(repository.countByType).toHaveBeenCalledWith({ since });
  });
});
