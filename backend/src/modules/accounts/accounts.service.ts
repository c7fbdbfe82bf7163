import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { fullNameError, phoneError, sanitizeText, specializationError } from '@fabrion/shared';
import { AccountLinksService } from '../auth/account-links.service';
import { SessionsService } from '../auth/sessions.service';
import { SecurityService, type RequestContext } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import type { CreateClientDto, UpdateProfileDto } from './dto/accounts.dto';
import type { ListQuery } from './list-query';

/** Staff actions on client accounts (each logged as admin_action) and the member's own profile. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    private readonly security: SecurityService,
  ) {}

  async createClient(
    actorId: string,
    dto: CreateClientDto,
    context: RequestContext,
  ): Promise<UserEntity> {
    const nameError = fullNameError(dto.fullName ?? '');
    if (nameError)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { fullName: nameError },
      });
    const user = await this.users.create({
      email: dto.email,
      role: 'member',
      fullName: sanitizeText(dto.fullName),
      language: dto.language ?? 'en',
    });
    await this.links.sendInvitation(user);
    await this.security.recordAdminAction(actorId, 'create_client', context, {
      targetUserId: user.id,
      email: user.email,
    });
    return user;
  }

  async resendInvitation(actorId: string, userId: string, context: RequestContext): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException({ message: 'User not found' });
    if (user.status !== 'invited')
      throw new BadRequestException({
        message: 'Only an invited account can be sent a new invitation',
      });
    await this.links.sendInvitation(user);
    await this.security.recordAdminAction(actorId, 'resend_invitation', context, {
      targetUserId: user.id,
    });
  }

  async disable(actorId: string, userId: string, context: RequestContext): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException({ message: 'User not found' });
    if (user.id === actorId)
      throw new BadRequestException({ message: 'You cannot disable your own account' });
    await this.users.setStatus(user.id, 'disabled');
    const ended = await this.sessions.revokeAll(user.id, 'disabled');
    await this.security.recordAdminAction(actorId, 'disable_user', context, {
      targetUserId: user.id,
      sessionsEnded: ended,
    });
  }

  async list(
    actorId: string,
    query: ListQuery,
    context: RequestContext,
  ): Promise<[UserEntity[], number]> {
    const page = await this.users.page(query);
    await this.security.recordAdminAction(actorId, 'list_users', context);
    return page;
  }

  async get(actorId: string, userId: string, context: RequestContext): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException({ message: 'User not found' });
    await this.security.recordAdminAction(actorId, 'view_user', context, { targetUserId: userId });
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
}
