import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import type { Clock } from '../../common/clock';
import type { UsersService } from '../users/users.service';
import type { LeadEntity } from './entities/lead.entity';
import type { LeadRow, LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';

const NOW = new Date('2026-03-04T10:00:00Z');
const ID = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';
const OWNER = '9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef';

const row = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  id: ID,
  created_at: new Date('2026-03-01T08:00:00Z'),
  name: 'Ana &amp; Co',
  email: 'ana@example.com',
  phone: '+40 721 123 456',
  company: null,
  interest: 'digital-twin',
  message: 'Call &lt;us&gt;',
  spam: false,
  spam_reason: null,
  released_at: null,
  status: 'new',
  owner_id: null,
  owner_email: null,
  notes: null,
  updated_at: null,
  utm_source: 'linkedin',
  utm_medium: null,
  utm_campaign: 'spring',
  utm_term: null,
  utm_content: null,
  referrer: 'https://www.google.com/',
  landing_page: '/services',
  ...overrides,
});

function setup() {
  const repository = {
    page: jest.fn().mockResolvedValue([[row()], 1]),
    all: jest.fn().mockResolvedValue([row()]),
    one: jest.fn().mockResolvedValue(row()),
    findTriage: jest.fn().mockResolvedValue(null),
    saveTriage: jest.fn().mockImplementation((lead: LeadEntity) => Promise.resolve(lead)),
    newPerWeek: jest.fn(),
  };
  const users = {
    findById: jest.fn().mockResolvedValue({ id: OWNER, role: 'account_manager', status: 'active' }),
  };
  const sut = new LeadsService(
    repository as unknown as LeadsRepository,
    users as unknown as UsersService,
    { now: () => NOW } as Clock,
  );
  return { sut, repository, users };
}

describe(LeadsService.name, () => {
  it('should show the submission unescaped with its first-touch source', async () => {
    const { sut } = setup();
    const lead = await sut.get(ID);
    expect(lead).toMatchObject({
      name: 'Ana & Co',
      message: 'Call <us>',
      status: 'new',
      utmSource: 'linkedin',
      utmCampaign: 'spring',
      referrer: 'https://www.google.com/',
    });
  });

  it('should answer 404 for a lead that does not exist', async () => {
    const { sut, repository } = setup();
    repository.one.mockResolvedValue(null);
    await expect(sut.get(ID)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.update(ID, { status: 'contacted' })).rejects.toBeInstanceOf(NotFoundException);
  });

  it('should write the first triage row with status, owner and trimmed notes', async () => {
    const { sut, repository } = setup();
    await sut.update(ID, { status: 'contacted', ownerId: OWNER, notes: '  called back  ' });
    expect(repository.saveTriage).toHaveBeenCalledWith(
      expect.objectContaining({
        submissionId: ID,
        status: 'contacted',
        ownerId: OWNER,
        notes: 'called back',
        updatedAt: NOW,
      }),
    );
  });

  it('should refuse an owner who is not an active account manager or admin, changing nothing', async () => {
    const { sut, repository, users } = setup();
    users.findById.mockResolvedValue({ id: OWNER, role: 'editor', status: 'active' });
    await expect(sut.update(ID, { ownerId: OWNER })).rejects.toBeInstanceOf(BadRequestException);
    expect(repository.saveTriage).not.toHaveBeenCalled();
  });

  it('should keep a spam-flagged lead out of work until it is released', async () => {
    const { sut, repository } = setup();
    repository.one.mockResolvedValue(row({ spam: true, spam_reason: 'honeypot' }));
    await expect(sut.update(ID, { status: 'contacted' })).rejects.toBeInstanceOf(ConflictException);
    await sut.release(ID);
    expect(repository.saveTriage).toHaveBeenCalledWith(
      expect.objectContaining({ submissionId: ID, releasedAt: NOW, status: 'new' }),
    );
  });

  it('should refuse to release a lead that is not flagged', async () => {
    const { sut } = setup();
    await expect(sut.release(ID)).rejects.toBeInstanceOf(ConflictException);
  });

  it('should read the list filter and reject a wrong value by field', () => {
    expect(LeadsService.filter({ view: 'spam', status: 'qualified' })).toMatchObject({
      view: 'spam',
      status: 'qualified',
    });
    expect(LeadsService.filter({}).view).toBe('inbox');
    expect(() => LeadsService.filter({ status: 'won' })).toThrow(BadRequestException);
    expect(() => LeadsService.filter({ from: 'yesterday' })).toThrow(BadRequestException);
  });

  it('should export CSV that parses back, formulas neutralised', async () => {
    const { sut, repository } = setup();
    repository.all.mockResolvedValue([row({ name: '=HYPERLINK(1)', message: 'a, "b"\nc' })]);
    const records = parse(await sut.exportCsv({}), { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: ID,
      name: "'=HYPERLINK(1)",
      message: 'a, "b"\nc',
      phone: "'+40 721 123 456",
      utm_source: 'linkedin',
    });
  });
});
