import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type AssessmentLatestEntry,
  type Language,
  AUTH_MESSAGES,
  type MemberCourseProgress,
  type MemberResourceDownloads,
  fullNameError,
  phoneError,
  sanitizeText,
  specializationError,
  type UserRole,
} from '@fabrion/shared';
import { Clock } from '../../common/clock';
import { AssessmentsService } from '../assessments/assessments.service';
import { AccountLinksService } from '../auth/account-links.service';
import type { SessionEntity } from '../auth/entities/session.entity';
import { MasterclassService } from '../masterclass/masterclass.service';
import { ResourcesService } from '../resources/resources.service';
import { SessionsService } from '../auth/sessions.service';
import { SecurityService, type RequestContext } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import { type AccountPageQuery, UsersService } from '../users/users.service';
import type { CreateClientDto, UpdateProfileDto } from './dto/accounts.dto';
import type { AccountListQuery } from './list-query';

/** Who acts: the access guard's user and role. */
export interface Actor {
  userId: string;
  role: UserRole;
}

const DAY_MS = 86_400_000;
export const USER_NOT_FOUND = 'User not found';
export const LAST_ADMIN = 'The last active admin cannot be disabled or demoted';

/**
 * Staff actions on accounts (each logged as admin_action) and the member's own profile. Account
 * managers see and act on member accounts only: a staff account is "not found" for them. Admins
 * manage every account, staff included, but never leave the system without an active admin.
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    private readonly security: SecurityService,
    private readonly clock: Clock,
    private readonly assessments: AssessmentsService,
    private readonly masterclass: MasterclassService,
    private readonly resources: ResourcesService,
  ) {}

  async createClient(
    actor: Actor,
    dto: CreateClientDto,
    context: RequestContext,
  ): Promise<UserEntity> {
    const role = dto.role ?? 'member';
    if (role !== 'member' && actor.role !== 'admin')
      throw new ForbiddenException({ message: AUTH_MESSAGES.forbidden });
    const nameError = fullNameError(dto.fullName ?? '');
    if (nameError)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { fullName: nameError },
      });
    const user = await this.users.create({
      email: dto.email,
      role,
      fullName: sanitizeText(dto.fullName),
      language: dto.language ?? 'en',
    });
    await this.links.sendInvitation(user);
    await this.security.recordAdminAction(
      actor.userId,
      role === 'member' ? 'create_client' : 'create_staff',
      context,
      { targetUserId: user.id, email: user.email, role },
    );
    return user;
  }

  async resendInvitation(actor: Actor, userId: string, context: RequestContext): Promise<void> {
    const user = await this.visible(actor, userId);
    if (user.status !== 'invited')
      throw new BadRequestException({
        message: 'Only an invited account can be sent a new invitation',
      });
    await this.links.sendInvitation(user);
    await this.security.recordAdminAction(actor.userId, 'resend_invitation', context, {
      targetUserId: user.id,
    });
  }

  async disable(actor: Actor, userId: string, context: RequestContext): Promise<void> {
    await this.visible(actor, userId);
    if (userId === actor.userId)
      throw new BadRequestException({ message: 'You cannot disable your own account' });
    const outcome = await this.users.changeUnlessLastAdmin(
      userId,
      () => true,
      async (user, manager) => {
        if (user.status === 'disabled') return 0;
        await this.users.setStatus(user.id, 'disabled', manager);
        return this.sessions.revokeAll(user.id, 'disabled', undefined, manager);
      },
    );
    if (outcome.lastAdmin) throw new BadRequestException({ message: LAST_ADMIN });
    await this.security.recordAdminAction(actor.userId, 'disable_user', context, {
      targetUserId: userId,
      sessionsEnded: outcome.result,
    });
  }

  /** A disabled account comes back as it was before: active with a password, else invited. */
  async enable(actor: Actor, userId: string, context: RequestContext): Promise<UserEntity> {
    const user = await this.visible(actor, userId);
    if (user.status !== 'disabled')
      throw new BadRequestException({ message: 'Only a disabled account can be enabled' });
    await this.users.setStatus(user.id, user.passwordHash ? 'active' : 'invited');
    await this.security.recordAdminAction(actor.userId, 'enable_user', context, {
      targetUserId: user.id,
    });
    return (await this.users.findById(user.id))!;
  }

  /** Admins only (the controller's guard); the last active admin keeps the role. */
  async changeRole(
    actor: Actor,
    userId: string,
    role: UserRole,
    context: RequestContext,
  ): Promise<UserEntity> {
    const outcome = await this.users.changeUnlessLastAdmin(
      userId,
      () => role !== 'admin',
      async (user, manager) => {
        const before = user.role;
        await this.users.setRole(user.id, role, manager);
        return before;
      },
    );
    if (outcome.lastAdmin) throw new BadRequestException({ message: LAST_ADMIN });
    await this.security.recordAdminAction(actor.userId, 'change_role', context, {
      targetUserId: userId,
      from: outcome.result,
      to: role,
    });
    return (await this.users.findById(userId))!;
  }

  async list(
    actor: Actor,
    query: AccountListQuery,
    context: RequestContext,
  ): Promise<[UserEntity[], number]> {
    const now = this.clock.now().getTime();
    const page: AccountPageQuery = {
      skip: query.skip,
      take: query.take,
      sort: query.sort,
      order: query.order,
      q: query.q,
      status: query.status,
    };
    if (actor.role !== 'admin') page.roles = ['member'];
    else if (query.role) page.roles = [query.role];
    if (query.lastSignIn === '7d') page.signedInSince = new Date(now - 7 * DAY_MS);
    if (query.lastSignIn === '30d') page.signedInSince = new Date(now - 30 * DAY_MS);
    if (query.lastSignIn === 'over30d') page.notSignedInSince = new Date(now - 30 * DAY_MS);
    if (query.lastSignIn === 'never') page.neverSignedIn = true;
    const result = await this.users.page(page);
    await this.security.recordAdminAction(actor.userId, 'list_users', context);
    return result;
  }

  async get(actor: Actor, userId: string, context: RequestContext): Promise<UserEntity> {
    const user = await this.visible(actor, userId);
    await this.security.recordAdminAction(actor.userId, 'view_user', context, {
      targetUserId: userId,
    });
    return user;
  }

  /** The member's latest result of each assessment (their page in the back office). */
  async latestAssessments(actor: Actor, userId: string): Promise<AssessmentLatestEntry[]> {
    await this.visible(actor, userId);
    return this.assessments.latestForUser(userId);
  }

  async courseProgress(actor: Actor, userId: string): Promise<MemberCourseProgress> {
    await this.visible(actor, userId);
    return this.masterclass.progressSummary(userId);
  }

  async resourceDownloads(actor: Actor, userId: string): Promise<MemberResourceDownloads> {
    await this.visible(actor, userId);
    return this.resources.downloadsOf(userId);
  }

  async listSessions(actor: Actor, userId: string): Promise<SessionEntity[]> {
    await this.visible(actor, userId);
    return this.sessions.listLive(userId);
  }

  async revokeSession(
    actor: Actor,
    userId: string,
    sessionId: string,
    context: RequestContext,
  ): Promise<void> {
    await this.visible(actor, userId);
    await this.sessions.revokeOwn(userId, sessionId, 'revoked_by_staff');
    await this.security.recordAdminAction(actor.userId, 'revoke_session', context, {
      targetUserId: userId,
      sessionId,
    });
  }

  async revokeAllSessions(actor: Actor, userId: string, context: RequestContext): Promise<number> {
    await this.visible(actor, userId);
    const ended = await this.sessions.revokeAll(userId, 'revoked_by_staff');
    await this.security.recordAdminAction(actor.userId, 'revoke_all_sessions', context, {
      targetUserId: userId,
      sessionsEnded: ended,
    });
    return ended;
  }

  /** The account if this actor may see it; a staff account is "not found" to non-admins. */
  private async visible(actor: Actor, userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user || (actor.role !== 'admin' && user.role !== 'member'))
      throw new NotFoundException({ message: USER_NOT_FOUND });
    return user;
  }

  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<UserEntity> {
    const errors: Record<string, string> = {};
    const name = fullNameError(dto.fullName ?? '');
    if (name) errors.fullName = name;
    const phone = phoneError(dto.phoneNumber);
    if (phone) errors.phoneNumber = phone;
    const specialization = specializationError(dto.specialization);
    if (specialization) errors.specialization = specialization;
    if (Object.keys(errors).length > 0)
      throw new BadRequestException({ message: 'Validation failed', errors });
    await this.users.updateProfile(userId, {
      fullName: sanitizeText(dto.fullName),
      phoneNumber: dto.phoneNumber?.trim() || null,
      specialization: dto.specialization ? sanitizeText(dto.specialization) || null : null,
    });
    return (await this.users.findById(userId))!;
  }

  /** The member's own language choice (the portal's switch); kept for e-mails and next sign-ins. */
  async setLanguage(userId: string, language: Language): Promise<UserEntity> {
    await this.users.setLanguage(userId, language);
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    return user;
  }
}
