import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CaseStudy } from '@fabrion/shared';
import { CaseStudiesService } from '../../../src/modules/content/case-studies/case-studies.service';
import { caseStudyInput, resetContent, setCreatedAt } from '../../factories/content.factory';
import { createTestApp } from '../../setup/test-app';

describe('Case studies API', () => {
  let sut: NestFastifyApplication;
  let studies: CaseStudiesService;

  beforeAll(async () => {
    sut = await createTestApp();
    studies = sut.get(CaseStudiesService);
    await resetContent(sut);
    for (const [caseId, category, createdAt] of [
      ['retail-2024', 'Retail', '2024-03-01T10:00:00Z'],
      ['factory-2025', 'Manufacturing', '2025-06-01T10:00:00Z'],
      ['clinic-2024', 'Healthcare', '2024-11-01T10:00:00Z'],
      ['grid-2023', 'Energy', '2023-05-01T10:00:00Z'],
    ] as const) {
      await studies.create(caseStudyInput({ caseId, category }));
      await setCreatedAt(sut, 'home_case_studies', { column: 'case_id', value: caseId }, createdAt);
    }
    await studies.create(caseStudyInput({ caseId: 'unpublished', published: false }));
  });

  afterAll(async () => {
    await sut.close();
  });

  it('should list published studies newest first, each with its display group', async () => {
    const response = await sut.inject({ method: 'GET', url: '/api/case-studies' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CaseStudy[]>().map(({ caseId, group }) => [caseId, group])).toEqual([
      ['factory-2025', 'Manufacturing/Logistics'],
      ['clinic-2024', 'Healthcare'],
      ['retail-2024', 'Retail/E-Commerce'],
      ['grid-2023', 'Technology'],
    ]);
  });

  it('should return one study with every field', async () => {
    const response = await sut.inject({ method: 'GET', url: '/api/case-studies/clinic-2024' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      caseId: 'clinic-2024',
      title: expect.any(String),
      client: 'Karlsberg Stanztechnik GmbH',
      description: expect.any(String),
      challenge: 'Service revenue was reactive.',
      solution: 'Condition monitoring and an uptime subscription.',
      results: ['18 % recurring revenue'],
      technologies: ['OPC UA', 'Python', 'TimescaleDB', 'Power BI'],
      category: 'Healthcare',
      group: 'Healthcare',
      image: null,
      createdAt: '2024-11-01T10:00:00.000Z',
    });
  });

  it('should answer an unknown or unpublished case id with 404 in the error body', async () => {
    for (const caseId of ['no-such-study', 'unpublished']) {
      const response = await sut.inject({ method: 'GET', url: `/api/case-studies/${caseId}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Case study not found' });
    }
  });

  it('should refuse a duplicate case id with 409', async () => {
    await expect(studies.create(caseStudyInput({ caseId: 'clinic-2024' }))).rejects.toMatchObject({
      status: 409,
      message: 'A case study with the id "clinic-2024" already exists',
    });
  });
});
