import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { Clock } from '../../common/clock';
import type { LessonProgressEntity } from './entities/lesson-progress.entity';
import type { MasterclassCacheService } from './masterclass-cache.service';
import type { MasterclassRepository } from './masterclass.repository';
import { MasterclassService } from './masterclass.service';

const NOW = new Date('2026-03-04T10:00:00Z');
const USER = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';
const S1 = '5b0c7a10-0000-4000-8000-000000000001';
const S2 = '5b0c7a10-0000-4000-8000-000000000002';
const L1 = '5b0c7a10-0001-4000-8000-000000000001';
const L2 = '5b0c7a10-0001-4000-8000-000000000002';
const L3 = '5b0c7a10-0002-4000-8000-000000000001';

const lesson = (id: string, sectionId: string, orderIndex: number) => ({
  id,
  sectionId,
  title: `Lesson ${id.slice(-1)}`,
  description: 'About it',
  duration: '10:00',
  videoUrl: null,
  thumbnail: null,
  orderIndex,
  transcript: '',
});

function setup() {
  const repository = {
    listCourse: jest.fn().mockResolvedValue({
      sections: [
        { id: S1, title: 'First', orderIndex: 0 },
        { id: S2, title: 'Second', orderIndex: 1 },
      ],
      lessons: [lesson(L1, S1, 0), lesson(L3, S2, 0), lesson(L2, S1, 1)],
    }),
    lessonExists: jest.fn().mockResolvedValue(true),
    lessonCount: jest.fn().mockResolvedValue(3),
    progressOf: jest.fn().mockResolvedValue([]),
    saveProgress: jest.fn().mockResolvedValue(undefined),
    searchLessons: jest.fn().mockResolvedValue([]),
  };
  let stored: unknown = null;
  let generation = 0;
  const cache = {
    get: jest.fn(() => stored),
    store: jest.fn((course: unknown, seen: number) => {
      if (seen === generation) stored = course;
      return { body: Buffer.from(JSON.stringify(course)), etag: '"e"' };
    }),
    getJson: jest.fn(() =>
      stored ? { body: Buffer.from(JSON.stringify(stored)), etag: '"e"' } : null,
    ),
    invalidate: jest.fn(() => {
      stored = null;
      generation += 1;
      return Promise.resolve();
    }),
    get generation() {
      return generation;
    },
  };
  const clock = { now: () => NOW };
  const sut = new MasterclassService(
    repository as unknown as MasterclassRepository,
    cache as unknown as MasterclassCacheService,
    clock as Clock,
  );
  return { sut, repository, cache };
}

const progressRow = (lessonId: string, completed: boolean, position = 0): LessonProgressEntity => ({
  userId: USER,
  lessonId,
  completedAt: completed ? NOW : null,
  positionSeconds: position,
  updatedAt: NOW,
});

describe(MasterclassService.name, () => {
  it('should group lessons under their sections in order', async () => {
    const { sut } = setup();
    const course = await sut.course();
    expect(course.sections.map((s) => [s.title, s.lessons.map((l) => l.id)])).toEqual([
      ['First', [L1, L2]],
      ['Second', [L3]],
    ]);
    expect(course.sections[0]!.lessons[0]).not.toHaveProperty('transcript');
  });

  it('should read the course once while cached and again after invalidation', async () => {
    const { sut, repository } = setup();
    await sut.course();
    await sut.course();
    expect(repository.listCourse).toHaveBeenCalledTimes(1);
    await sut.invalidate();
    await sut.course();
    expect(repository.listCourse).toHaveBeenCalledTimes(2);
  });

  it('should compute the course percent and resume from the newest row', async () => {
    const { sut, repository } = setup();
    repository.progressOf.mockResolvedValue([progressRow(L2, false, 95), progressRow(L1, true)]);
    expect(await sut.progress(USER)).toEqual({
      completedLessonIds: [L1],
      percent: 33,
      totalLessons: 3,
      resume: { lessonId: L2, positionSeconds: 95 },
    });
    expect(repository.progressOf).toHaveBeenCalledWith(USER);
  });

  it('should refuse a change with neither completion nor position', async () => {
    const { sut, repository } = setup();
    await expect(sut.saveProgress(USER, L1, {})).rejects.toBeInstanceOf(BadRequestException);
    expect(repository.saveProgress).not.toHaveBeenCalled();
  });

  it('should answer 404 for a lesson that does not exist or is not an id', async () => {
    const { sut, repository } = setup();
    repository.lessonExists.mockResolvedValue(false);
    await expect(sut.saveProgress(USER, L1, { completed: true })).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(sut.saveProgress(USER, 'nope', { completed: true })).rejects.toBeInstanceOf(
      NotFoundException,
    );
    expect(repository.lessonExists).toHaveBeenCalledTimes(1);
    expect(repository.saveProgress).not.toHaveBeenCalled();
  });

  it("should save the member's own change with the clock's time", async () => {
    const { sut, repository } = setup();
    await sut.saveProgress(USER, L1, { completed: true, positionSeconds: 12 });
    expect(repository.saveProgress).toHaveBeenCalledWith({
      userId: USER,
      lessonId: L1,
      completed: true,
      positionSeconds: 12,
      at: NOW,
    });
  });
});
