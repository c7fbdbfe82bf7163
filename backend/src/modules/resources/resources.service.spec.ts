import { Logger, NotFoundException } from '@nestjs/common';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../common/clock';
import type { ResourcesConfig } from '../../config';
import type { ResourceQueryDto } from './dto/resource-query.dto';
import type { DashboardResourceEntity } from './entities/dashboard-resource.entity';
import type { ResourcesRepository } from './resources.repository';
import { StorageService } from '../storage/storage.service';
import { ResourcesService } from './resources.service';

const NOW = new Date('2026-11-25T10:00:00Z');
const USER = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';

const row = (overrides: Partial<DashboardResourceEntity> = {}): DashboardResourceEntity => ({
  id: '9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef',
  slug: 'maas-canvas',
  title: 'MaaS canvas',
  excerpt: 'A canvas to design a machine-as-a-service offer.',
  content: '<h2>How to use it</h2><p>Start with the value unit.<script>alert(1)</script></p>',
  category: 'Canvas',
  date: '2026-10-20',
  image: 'blog/outcome-contracts.svg',
  fileUrl: 'maas-canvas.pdf',
  searchDocument: '',
  createdAt: NOW,
  ...overrides,
});

function setup() {
  const filesDir = mkdtempSync(join(tmpdir(), 'resources-spec-'));
  writeFileSync(join(filesDir, 'maas-canvas.pdf'), '%PDF-1.3 test');
  const repository = {
    findPage: jest
      .fn()
      .mockResolvedValue({ rows: [row()], count: { total: 11, estimated: false } }),
    findBySlug: jest.fn().mockResolvedValue(row()),
    recordDownload: jest.fn().mockResolvedValue(undefined),
  };
  const clock = { now: () => NOW };
  const sut = new ResourcesService(
    repository as unknown as ResourcesRepository,
    clock as Clock,
    new StorageService({ uploadsDir: join(filesDir, '..', 'public'), shippedDir: '/nonexistent' }),
    { filesDir } as ResourcesConfig,
  );
  return { sut, repository };
}

const query = (overrides: Partial<ResourceQueryDto> = {}) =>
  ({ page: 1, pageSize: 3, ...overrides }) as ResourceQueryDto;

describe(ResourcesService.name, () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));

  describe('list', () => {
    it('should ask the repository for the page asked and return items and total', async () => {
      const { sut, repository } = setup();
      const page = await sut.list(query({ page: 3, pageSize: 3, category: 'Canvas', q: 'value' }));
      expect(repository.findPage).toHaveBeenCalledWith({ category: 'Canvas', q: 'value' }, 6, 3);
      expect(page).toEqual({
        items: [
          {
            slug: 'maas-canvas',
            title: 'MaaS canvas',
            excerpt: 'A canvas to design a machine-as-a-service offer.',
            category: 'Canvas',
            date: '2026-10-20',
            image: 'blog/outcome-contracts.svg',
            fileName: 'maas-canvas.pdf',
          },
        ],
        total: 11,
        page: 3,
        pageSize: 3,
      });
    });

    it('should say when the total is an estimate', async () => {
      const { sut, repository } = setup();
      repository.findPage.mockResolvedValue({ rows: [], count: { total: 5200, estimated: true } });
      expect(await sut.list(query({ q: 'maintenance' }))).toMatchObject({
        total: 5200,
        totalIsEstimate: true,
      });
    });

    it('should not search for an empty text', async () => {
      const { sut, repository } = setup();
      await sut.list(query({ q: '' }));
      expect(repository.findPage).toHaveBeenCalledWith({ category: undefined, q: undefined }, 0, 3);
    });
  });

  describe('detail', () => {
    it('should return the body sanitised by the site’s rich-text rules', async () => {
      const { sut } = setup();
      const detail = await sut.detail('maas-canvas');
      expect(detail.contentHtml).toContain('<h2>How to use it</h2>');
      expect(detail.contentHtml).toContain('Start with the value unit.');
      expect(detail.contentHtml).not.toContain('script');
    });

    it('should give no HTML when the resource has no body (the page shows the excerpt)', async () => {
      const { sut, repository } = setup();
      repository.findBySlug.mockResolvedValue(row({ content: '   ' }));
      expect((await sut.detail('maas-canvas')).contentHtml).toBeNull();
    });

    it('should throw 404 for an unknown slug', async () => {
      const { sut, repository } = setup();
      repository.findBySlug.mockResolvedValue(null);
      await expect(sut.detail('nope')).rejects.toBeInstanceOf(NotFoundException);
    });
  });

  describe('file', () => {
    it('should record the download and then give the file', async () => {
      const { sut, repository } = setup();
      const file = await sut.file(USER, 'maas-canvas');
      file.stream.destroy();
      expect(repository.recordDownload).toHaveBeenCalledWith(USER, row().id, NOW);
      expect(file).toMatchObject({
        fileName: 'maas-canvas.pdf',
        contentType: 'application/pdf',
        length: 13,
      });
    });

    it('should throw 404 and record nothing for a resource without a file', async () => {
      const { sut, repository } = setup();
      repository.findBySlug.mockResolvedValue(row({ fileUrl: null }));
      await expect(sut.file(USER, 'maas-canvas')).rejects.toBeInstanceOf(NotFoundException);
      expect(repository.recordDownload).not.toHaveBeenCalled();
    });

    it('should throw 404 and record nothing when the file is missing on disk', async () => {
      const { sut, repository } = setup();
      repository.findBySlug.mockResolvedValue(row({ fileUrl: 'gone.pdf' }));
      await expect(sut.file(USER, 'maas-canvas')).rejects.toBeInstanceOf(NotFoundException);
      expect(repository.recordDownload).not.toHaveBeenCalled();
    });

    it('should never read outside the private folder', async () => {
      const { sut, repository } = setup();
      repository.findBySlug.mockResolvedValue(row({ fileUrl: '../../../../etc/passwd' }));
      await expect(sut.file(USER, 'maas-canvas')).rejects.toBeInstanceOf(NotFoundException);
      expect(repository.recordDownload).not.toHaveBeenCalled();
    });
  });
});
