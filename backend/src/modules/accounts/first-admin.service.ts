import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { authConfig } from '../../config';
import { PasswordHasher } from '../auth/password-hasher.service';
import { PasswordPolicyService } from '../auth/password-policy.service';
import { UsersService } from '../users/users.service';

/** Creates staff accounts: the first admin from AUTH_ADMIN_* on first start, and `npm run create-admin`. */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicyService,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return;
    if ((await this.users.countAdmins()) > 0 || (await this.users.findByEmail(adminEmail))) return;
    await this.createAdmin(adminEmail, adminPassword, 'Administrator');
    this.logger.log(`First administrator ${adminEmail} created`);
  }

  /** An active admin with the given password (the server password policy applies). */
  async createAdmin(email: string, password: string, fullName: string): Promise<void> {
    await this.policy.assert(password);
    await this.users.create({
      email,
      role: 'admin',
      status: 'active',
      fullName,
      passwordHash: await this.hasher.hash(password),
    });
  }
}
