import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MasterclassLessonEntity } from './entities/masterclass-lesson.entity';
import { MasterclassSectionEntity } from './entities/masterclass-section.entity';
import type { MasterclassAdminRepository } from './masterclass-admin.repository';
import { MasterclassAdminService } from './masterclass-admin.service';
import type { MasterclassService } from './masterclass.service';

const S1 = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';
const lesson = (id: string, orderIndex: number) => ({ id, sectionId: S1, orderIndex, title: id });

function setup() {
  const manager = {
    save: jest.fn(async (entity: object) => ({ id: 'new', ...entity })),
    create: jest.fn((_: unknown, values: object) => values),
    remove: jest.fn().mockResolvedValue(undefined),
  };
  const repository = {
    locked: jest.fn((work: (m: EntityManager) => Promise<unknown>) =>
      work(manager as unknown as EntityManager),
    ),
    findSection: jest.fn().mockResolvedValue({ id: S1, title: 'Basics', orderIndex: 0 }),
    findLesson: jest.fn().mockResolvedValue(lesson('b', 1)),
    siblings: jest.fn().mockResolvedValue([lesson('a', 0), lesson('b', 1), lesson('c', 2)]),
    renumber: jest.fn().mockResolvedValue(undefined),
    nextOrder: jest.fn().mockResolvedValue(3),
    lessonCountOf: jest.fn().mockResolvedValue(0),
  };
  const masterclass = { invalidate: jest.fn().mockResolvedValue(undefined) };
  const sut = new MasterclassAdminService(
    repository as unknown as MasterclassAdminRepository,
    masterclass as unknown as MasterclassService,
  );
  return { sut, repository, manager, masterclass };
}

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

describe(MasterclassAdminService.name, () => {
  it('should swap a lesson with the one above, renumber and invalidate the course cache', async () => {
    const { sut, repository, masterclass } = setup();
    await sut.moveLesson('b', 'up');
    expect(repository.siblings).toHaveBeenCalledWith(
      expect.anything(),
      MasterclassLessonEntity,
      S1,
    );
    expect(ids(repository.renumber.mock.calls[0][2])).toEqual(['b', 'a', 'c']);
    expect(masterclass.invalidate).toHaveBeenCalledTimes(1);
  });

  it('should leave the order as it is for a move past the end', async () => {
    const { sut, repository } = setup();
    repository.findLesson.mockResolvedValue(lesson('c', 2));
    await sut.moveLesson('c', 'down');
    expect(ids(repository.renumber.mock.calls[0][2])).toEqual(['a', 'b', 'c']);
  });

  it('should put a dragged lesson at the place it was dropped, or last past the end', async () => {
    const { sut, repository } = setup();
    repository.siblings.mockImplementation(async () => [
      lesson('a', 0),
      lesson('b', 1),
      lesson('c', 2),
      lesson('d', 3),
    ]);
    await sut.moveLesson('a', 2);
    await sut.moveLesson('d', 0);
    await sut.moveLesson('b', 99);
    expect(repository.renumber.mock.calls.map((call) => ids(call[2]))).toEqual([
      ['b', 'c', 'a', 'd'],
      ['d', 'a', 'b', 'c'],
      ['a', 'c', 'd', 'b'],
    ]);
  });

  it('should create a lesson at the end of its section', async () => {
    const { sut, repository, manager } = setup();
    await sut.createLesson({ sectionId: S1, title: 'T', description: 'D', duration: '1:00' });
    expect(repository.nextOrder).toHaveBeenCalledWith(expect.anything(), S1);
    expect(manager.create).toHaveBeenCalledWith(
      MasterclassLessonEntity,
      expect.objectContaining({ orderIndex: 3, transcript: '', videoUrl: null }),
    );
  });

  it('should refuse a lesson for an unknown section and not invalidate', async () => {
    const { sut, repository, manager, masterclass } = setup();
    repository.findSection.mockResolvedValue(null);
    await expect(
      sut.createLesson({ sectionId: S1, title: 'T', description: 'D', duration: '1:00' }),
    ).rejects.toBeInstanceOf(BadRequestException);
    expect(manager.save).not.toHaveBeenCalled();
    expect(masterclass.invalidate).not.toHaveBeenCalled();
  });

  it('should keep a section that has lessons', async () => {
    const { sut, repository, manager } = setup();
    repository.lessonCountOf.mockResolvedValue(2);
    await expect(sut.removeSection(S1)).rejects.toBeInstanceOf(ConflictException);
    expect(manager.remove).not.toHaveBeenCalled();
  });

  it('should delete an empty section and renumber the others', async () => {
    const { sut, repository, manager, masterclass } = setup();
    await sut.removeSection(S1);
    expect(manager.remove).toHaveBeenCalled();
    expect(repository.siblings).toHaveBeenCalledWith(
      expect.anything(),
      MasterclassSectionEntity,
      undefined,
    );
    expect(masterclass.invalidate).toHaveBeenCalledTimes(1);
  });

  it('should throw 404 when moving an unknown lesson', async () => {
    const { sut, repository } = setup();
    repository.findLesson.mockResolvedValue(null);
    await expect(sut.moveLesson('x', 'up')).rejects.toBeInstanceOf(NotFoundException);
  });
});
