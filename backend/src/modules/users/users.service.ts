import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthUser, UserRole } from '@fabrion/shared';
import { DataSource, ILike, type EntityManager, type Repository } from 'typeorm';
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

  /** A page of accounts, newest first unless told; `q` matches the e-mail. */
  async page(options: {
    skip: number;
    take: number;
    sort: 'email' | 'createdAt' | 'role' | 'status';
    order: 'ASC' | 'DESC';
    q?: string;
  }): Promise<[UserEntity[], number]> {
    return this.users.findAndCount({
      where: options.q ? { email: ILike(`%${options.q.replace(/[%_\\]/g, '')}%`) } : {},
      relations: { profile: true },
      order: { [options.sort]: options.order, id: 'ASC' },
      skip: options.skip,
      take: options.take,
    });
  }

  async countAdmins(): Promise<number> {
    return this.users.count({ where: { role: 'admin' } });
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

  async setStatus(userId: string, status: UserEntity['status']): Promise<void> {
    await this.users.update({ id: userId }, { status });
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
