import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Clock } from '../../common/clock';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { MasterclassService } from '../masterclass/masterclass.service';
import type { ResourcesService } from '../resources/resources.service';
import type { AccountLinksService } from '../auth/account-links.service';
import type { SessionsService } from '../auth/sessions.service';
import type { SecurityService } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import { type Actor, AccountsService, LAST_ADMIN } from './accounts.service';
import { parseListQuery } from './list-query';

const NOW = new Date('2026-03-04T10:00:00Z');
const context = { ip: '203.0.113.9', userAgent: 'jest' };
const admin: Actor = { userId: 'a0000000-0000-4000-8000-000000000001', role: 'admin' };
const manager: Actor = { userId: 'a0000000-0000-4000-8000-000000000002', role: 'account_manager' };

const account = (overrides: Partial<UserEntity> = {}) =>
  ({
    id: 'b0000000-0000-4000-8000-000000000003',
    email: 'x@example.test',
    role: 'member',
    status: 'active',
    passwordHash: 'argon2',
    ...overrides,
  }) as UserEntity;

function setup(target: UserEntity | null, lastAdmin = false) {
  const users = {
    findById: jest.fn().mockResolvedValue(target),
    create: jest.fn(async (input: { role: string }) => account({ role: input.role as never })),
    setStatus: jest.fn().mockResolvedValue(undefined),
    setRole: jest.fn().mockResolvedValue(undefined),
    page: jest.fn().mockResolvedValue([[], 0]),
    changeUnlessLastAdmin: jest.fn(
      async (_id: string, _removes: unknown, change: (u: UserEntity, m: unknown) => unknown) =>
        lastAdmin ? { lastAdmin: true } : { lastAdmin: false, result: await change(target!, {}) },
    ),
  };
  const links = { sendInvitation: jest.fn().mockResolvedValue(undefined) };
  const sessions = {
    revokeAll: jest.fn().mockResolvedValue(2),
    listLive: jest.fn().mockResolvedValue([]),
    revokeOwn: jest.fn().mockResolvedValue(undefined),
  };
  const security = { recordAdminAction: jest.fn().mockResolvedValue(undefined) };
  const assessments = { latestForUser: jest.fn().mockResolvedValue([]) };
  const masterclass = { progressSummary: jest.fn().mockResolvedValue(null) };
  const resources = { downloadsOf: jest.fn().mockResolvedValue({ total: 0, items: [] }) };
  const sut = new AccountsService(
    users as unknown as UsersService,
    links as unknown as AccountLinksService,
    sessions as unknown as SessionsService,
    security as unknown as SecurityService,
    { now: () => NOW } as Clock,
    assessments as unknown as AssessmentsService,
    masterclass as unknown as MasterclassService,
    resources as unknown as ResourcesService,
  );
  return { sut, users, links, sessions, security, assessments, masterclass, resources };
}

describe(AccountsService.name, () => {
  it('should hide staff accounts from an account manager (404) and change nothing', async () => {
    const staff = account({ role: 'admin' });
    const { sut, users, links, sessions, assessments, masterclass, resources } = setup(staff);
    await expect(sut.get(manager, staff.id, context)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.disable(manager, staff.id, context)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.resendInvitation(manager, staff.id, context)).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(sut.listSessions(manager, staff.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.latestAssessments(manager, staff.id)).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(sut.courseProgress(manager, staff.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.resourceDownloads(manager, staff.id)).rejects.toBeInstanceOf(
      NotFoundException,
    );
    expect(assessments.latestForUser).not.toHaveBeenCalled();
    expect(masterclass.progressSummary).not.toHaveBeenCalled();
    expect(resources.downloadsOf).not.toHaveBeenCalled();
    expect(users.changeUnlessLastAdmin).not.toHaveBeenCalled();
    expect(links.sendInvitation).not.toHaveBeenCalled();
    expect(sessions.listLive).not.toHaveBeenCalled();
  });

  it('should let only admins create staff accounts', async () => {
    const { sut, users } = setup(null);
    const dto = { email: 'new@example.test', fullName: 'New Editor', role: 'editor' as const };
    await expect(sut.createClient(manager, dto, context)).rejects.toBeInstanceOf(
      ForbiddenException,
    );
    expect(users.create).not.toHaveBeenCalled();
    await expect(sut.createClient(admin, dto, context)).resolves.toMatchObject({ role: 'editor' });
  });

  it('should refuse to disable the last active admin', async () => {
    const { sut, security } = setup(account({ role: 'admin' }), true);
    await expect(sut.disable(admin, account().id, context)).rejects.toThrow(LAST_ADMIN);
    expect(security.recordAdminAction).not.toHaveBeenCalled();
  });

  it('should disable an account and end its sessions', async () => {
    const { sut, users, sessions } = setup(account());
    await sut.disable(manager, account().id, context);
    expect(users.setStatus).toHaveBeenCalledWith(account().id, 'disabled', {});
    expect(sessions.revokeAll).toHaveBeenCalledWith(account().id, 'disabled', undefined, {});
  });

  it('should enable a disabled account as active with a password, invited without', async () => {
    const withPassword = setup(account({ status: 'disabled' }));
    await withPassword.sut.enable(manager, account().id, context);
    expect(withPassword.users.setStatus).toHaveBeenCalledWith(account().id, 'active');
    const invited = setup(account({ status: 'disabled', passwordHash: null }));
    await invited.sut.enable(manager, account().id, context);
    expect(invited.users.setStatus).toHaveBeenCalledWith(account().id, 'invited');
    await expect(
      setup(account()).sut.enable(manager, account().id, context),
    ).rejects.toBeInstanceOf(BadRequestException);
  });

  it('should list members only for an account manager and map the last sign-in filter', async () => {
    const { sut, users } = setup(null);
    await sut.list(
      manager,
      parseListQuery({ filter: '{"lastSignIn":"7d","role":"admin"}' }),
      context,
    );
    expect(users.page).toHaveBeenCalledWith(
      expect.objectContaining({
        roles: ['member'],
        signedInSince: new Date(NOW.getTime() - 7 * 86_400_000),
      }),
    );
  });
});
