import {
  BadRequestException,
  ConflictException,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { QueryFailedError } from 'typeorm';
import type { ResourcesConfig } from '../../config';
import type { DashboardResourceEntity } from './entities/dashboard-resource.entity';
import { RESOURCE_FILE_MAX_BYTES } from './resource-upload';
import { ResourcesAdminService } from './resources-admin.service';
import type { ResourcesRepository } from './resources.repository';
import { StorageService } from '../storage/storage.service';

const ID = '9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef';
const OLD = '11111111-2222-4333-8444-555555555555.pdf';
const PDF = Buffer.from('%PDF-1.4 a small test file');

const row = (overrides: Partial<DashboardResourceEntity> = {}) =>
  ({
    id: ID,
    slug: 'maas-canvas',
    title: 'MaaS canvas',
    excerpt: 'A canvas.',
    content: null,
    category: 'Canvas',
    date: '2026-10-20',
    image: null,
    fileUrl: null,
    createdAt: new Date('2026-11-25T10:00:00Z'),
    ...overrides,
  }) as DashboardResourceEntity;

function setup(existing = row()) {
  const filesDir = mkdtempSync(join(tmpdir(), 'resources-admin-spec-'));
  const repository = {
    findById: jest.fn().mockResolvedValue(existing),
    adminPage: jest.fn().mockResolvedValue([[existing], 1]),
    save: jest.fn(async (r: Partial<DashboardResourceEntity>) => ({ ...row(), ...r })),
    remove: jest.fn().mockResolvedValue(undefined),
  };
  const sut = new ResourcesAdminService(
    repository as unknown as ResourcesRepository,
    new StorageService({ uploadsDir: join(filesDir, '..', 'public'), shippedDir: '/nonexistent' }),
    { filesDir } as ResourcesConfig,
  );
  return { sut, repository, filesDir };
}

describe(ResourcesAdminService.name, () => {
  describe('list', () => {
    it('should pass the parsed page, search and category to the repository', async () => {
      const { sut, repository } = setup();
      const result = await sut.list({
        sort: '["title","ASC"]',
        range: '[10,19]',
        filter: '{"q":"canvas","category":"case-study"}',
      });
      expect(repository.adminPage).toHaveBeenCalledWith(
        expect.objectContaining({
          sort: 'title',
          order: 'ASC',
          skip: 10,
          take: 10,
          q: 'canvas',
          category: 'Case Study',
        }),
      );
      expect(result.skip).toBe(10);
    });

    it('should refuse an unknown category with a field message', async () => {
      const { sut, repository } = setup();
      await expect(sut.list({ filter: '{"category":"Poster"}' })).rejects.toBeInstanceOf(
        BadRequestException,
      );
      expect(repository.adminPage).not.toHaveBeenCalled();
    });
  });

  it('should answer 409 naming the slug when it is taken', async () => {
    const { sut, repository } = setup();
    repository.save.mockRejectedValue(
      new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: '23505' })),
    );
    await expect(
      sut.create({
        slug: 'maas-canvas',
        title: 't',
        excerpt: 'e',
        category: 'Canvas',
        date: '2026-01-01',
      }),
    ).rejects.toBeInstanceOf(ConflictException);
  });

  it('should throw 404 for an unknown resource', async () => {
    const { sut, repository } = setup();
    repository.findById.mockResolvedValue(null);
    await expect(sut.get(ID)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.remove(ID)).rejects.toBeInstanceOf(NotFoundException);
    expect(repository.remove).not.toHaveBeenCalled();
  });

  describe('upload', () => {
    it('should store the file under a generated name and remove the previous upload', async () => {
      const { sut, repository, filesDir } = setup(row({ fileUrl: OLD }));
      writeFileSync(join(filesDir, OLD), PDF);
      const saved = await sut.upload(
        ID,
        'application/pdf; charset=binary',
        undefined,
        Readable.from([PDF]),
      );
      expect(saved.fileUrl).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(readFileSync(join(filesDir, saved.fileUrl!))).toEqual(PDF);
      expect(existsSync(join(filesDir, OLD))).toBe(false);
      expect(repository.save).toHaveBeenCalledWith(
        expect.objectContaining({ fileUrl: saved.fileUrl }),
      );
    });

    it('should keep a shipped file when a resource gets its first upload', async () => {
      const { sut, filesDir } = setup(row({ fileUrl: 'maas-canvas.pdf' }));
      writeFileSync(join(filesDir, 'maas-canvas.pdf'), PDF);
      await sut.upload(ID, 'application/pdf', undefined, Readable.from([PDF]));
      expect(existsSync(join(filesDir, 'maas-canvas.pdf'))).toBe(true);
    });

    it.each([
      ['a type outside the allowlist', 'application/zip', [PDF], BadRequestException],
      ['content that is not its type', 'image/png', [PDF], BadRequestException],
      ['an empty body', 'application/pdf', [], BadRequestException],
      [
        'a body past the limit',
        'application/pdf',
        [PDF, Buffer.alloc(RESOURCE_FILE_MAX_BYTES)],
        PayloadTooLargeException,
      ],
    ])('should refuse %s and leave nothing behind', async (_label, type, chunks, error) => {
      const { sut, repository, filesDir } = setup();
      await expect(
        sut.upload(ID, type as string, undefined, Readable.from(chunks as Buffer[])),
      ).rejects.toBeInstanceOf(error);
      expect(readdirSync(filesDir)).toEqual([]);
      expect(repository.save).not.toHaveBeenCalled();
    });

    it('should refuse a declared length past the limit before reading', async () => {
      const { sut, filesDir } = setup();
      const body = Readable.from([PDF]);
      await expect(
        sut.upload(ID, 'application/pdf', String(RESOURCE_FILE_MAX_BYTES + 1), body),
      ).rejects.toBeInstanceOf(PayloadTooLargeException);
      expect(readdirSync(filesDir)).toEqual([]);
    });

    it('should remove the new file when the row cannot be saved', async () => {
      const { sut, repository, filesDir } = setup();
      repository.save.mockRejectedValue(new Error('database down'));
      await expect(
        sut.upload(ID, 'application/pdf', undefined, Readable.from([PDF])),
      ).rejects.toThrow('database down');
      expect(readdirSync(filesDir)).toEqual([]);
    });
  });
});
