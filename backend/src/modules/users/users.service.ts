import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthUser, Language, UserRole } from '@fabrion/shared';
import { Brackets, DataSource, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { ProfileEntity } from './entities/profile.entity';
import { UserEntity } from './entities/user.entity';

export interface NewUser {
  email: string;
  role: UserRole;
  fullName?: string | null;
  language?: string;
  passwordHash?: string | null;
  status?: UserEntity['status'];
}

export interface ProfileChanges {
  fullName?: string | null;
  phoneNumber?: string | null;
  specialization?: string | null;
}

export interface AccountPageQuery {
  skip: number;
  take: number;
  sort: 'email' | 'createdAt' | 'role' | 'status' | 'lastSignInAt';
  order: 'ASC' | 'DESC';
  q?: string;
  roles?: UserRole[];
  status?: UserEntity['status'];
  signedInSince?: Date;
  notSignedInSince?: Date;
  neverSignedIn?: boolean;
}

/** Accounts and profiles: the only place that queries these tables. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  static normalizeEmail(email: string): string {
    return email.trim().toLowerCase();
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id }, relations: { profile: true } });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOne({
      where: { email: UsersService.normalizeEmail(email) },
      relations: { profile: true },
    });
  }

  async create(input: NewUser, manager?: EntityManager): Promise<UserEntity> {
    const run = async (em: EntityManager) => {
      const email = UsersService.normalizeEmail(input.email);
      if (await em.exists(UserEntity, { where: { email } }))
        throw new ConflictException({
          message: 'An account with this e-mail already exists',
          errors: { email: 'An account with this e-mail already exists' },
        });
      const user = await em.save(
        em.create(UserEntity, {
          email,
          role: input.role,
          status: input.status ?? 'invited',
          language: input.language ?? 'en',
          passwordHash: input.passwordHash ?? null,
        }),
      );
      user.profile = await em.save(
        em.create(ProfileEntity, {
          id: user.id,
          fullName: input.fullName ?? null,
          phoneNumber: null,
          specialization: null,
          updatedAt: this.clock.now(),
        }),
      );
      return user;
    };
    return manager ? run(manager) : this.dataSource.transaction(run);
  }

  /** A page of accounts in the back office's order and filters; `q` matches e-mail or name. */
  async page(options: AccountPageQuery): Promise<[UserEntity[], number]> {
    const query = this.users
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.profile', 'profile')
      .orderBy(`user.${options.sort}`, options.order, 'NULLS LAST')
      .addOrderBy('user.id', 'ASC')
      .skip(options.skip)
      .take(options.take);
    if (options.q) {
      const pattern = `%${options.q.replace(/[%_\\]/g, '').toLowerCase()}%`;
      query.andWhere(
        new Brackets((where) =>
          where
            .where('user.email LIKE :pattern', { pattern })
            .orWhere('lower(profile.fullName) LIKE :pattern', { pattern }),
        ),
      );
    }
    if (options.roles) query.andWhere('user.role IN (:...roles)', { roles: options.roles });
    if (options.status) query.andWhere('user.status = :status', { status: options.status });
    if (options.signedInSince)
      query.andWhere('user.lastSignInAt >= :since', { since: options.signedInSince });
    if (options.notSignedInSince)
      query.andWhere('(user.lastSignInAt IS NULL OR user.lastSignInAt < :before)', {
        before: options.notSignedInSince,
      });
    if (options.neverSignedIn) query.andWhere('user.lastSignInAt IS NULL');
    return query.getManyAndCount();
  }

  async countAdmins(): Promise<number> {
    return this.users.count({ where: { role: 'admin' } });
  }

  /**
   * Runs `change` on an account unless it would leave no active admin (`removesAdmin` says
   * whether the change makes this account stop being an active admin). The active admins are
   * locked first, so two admins disabling each other at once cannot both succeed.
   */
  async changeUnlessLastAdmin<T>(
    userId: string,
    removesAdmin: (user: UserEntity) => boolean,
    change: (user: UserEntity, manager: EntityManager) => Promise<T>,
  ): Promise<{ lastAdmin: true } | { lastAdmin: false; result: T }> {
    return this.dataSource.transaction(async (manager) => {
      const admins = await manager
        .createQueryBuilder(UserEntity, 'user')
        .select('user.id')
        .where("user.role = 'admin' AND user.status = 'active'")
        .setLock('pessimistic_write')
        .getMany();
      const user = await manager.findOne(UserEntity, {
        where: { id: userId },
        relations: { profile: true },
      });
      if (!user) throw new NotFoundException({ message: 'User not found' });
      const isActiveAdmin = admins.some((admin) => admin.id === userId);
      if (isActiveAdmin && admins.length <= 1 && removesAdmin(user))
        return { lastAdmin: true as const };
      return { lastAdmin: false as const, result: await change(user, manager) };
    });
  }

  async recordSignIn(userId: string, at: Date, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).update(
      UserEntity,
      { id: userId },
      { lastSignInAt: at },
    );
  }

  async setPassword(userId: string, passwordHash: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).update(UserEntity, { id: userId }, { passwordHash });
  }

  async activate(userId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).update(
      UserEntity,
      { id: userId },
      { status: 'active' },
    );
  }

  async setStatus(
    userId: string,
    status: UserEntity['status'],
    manager?: EntityManager,
  ): Promise<void> {
    await (manager ?? this.dataSource.manager).update(UserEntity, { id: userId }, { status });
  }

  async setRole(userId: string, role: UserRole, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).update(UserEntity, { id: userId }, { role });
  }

  async setLanguage(userId: string, language: Language): Promise<void> {
    await this.users.update({ id: userId }, { language });
  }

  async setDeviceFingerprint(userId: string, hash: string): Promise<void> {
    await this.users.update({ id: userId }, { deviceFingerprint: hash });
  }

  async updateProfile(
    userId: string,
    changes: ProfileChanges,
    manager?: EntityManager,
  ): Promise<ProfileEntity> {
    const em = manager ?? this.dataSource.manager;
    await em.update(ProfileEntity, { id: userId }, { ...changes, updatedAt: this.clock.now() });
    const profile = await em.findOne(ProfileEntity, { where: { id: userId } });
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  static toAuthUser(user: UserEntity): AuthUser {
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      language: user.language,
      profile: {
        fullName: user.profile?.fullName ?? null,
        phoneNumber: user.profile?.phoneNumber ?? null,
        specialization: user.profile?.specialization ?? null,
        updatedAt: (user.profile?.updatedAt ?? user.updatedAt).toISOString(),
      },
    };
  }
}
