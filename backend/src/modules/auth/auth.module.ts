import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createSecretKey } from 'node:crypto';
import { appConfig, authConfig } from '../../config';
import { MailModule } from '../mail/mail.module';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { AccountLinksService } from './account-links.service';
import { AuthFailuresRepository } from './auth-failures.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BreachRangeClient } from './breach-range.client';
import { AuthFailureEntity } from './entities/auth-failure.entity';
import { OneTimeTokenEntity } from './entities/one-time-token.entity';
import { SessionEntity } from './entities/session.entity';
import { AccessGuard } from './guards/access.guard';
import { resolveJwtSecret } from './jwt-secret';
import { LoginLimiter } from './login-limiter.service';
import { MeController } from './me.controller';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordPolicyService } from './password-policy.service';
import { SessionCheckRepository } from './session-check.repository';
import { SessionsService } from './sessions.service';
import { REFRESH_TOKEN_KEY, refreshTokenKey } from './tokens';

/** Sign-in, sessions, e-mailed links, the password policy and the global access guard. */
@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity, OneTimeTokenEntity, AuthFailureEntity]),
    JwtModule.registerAsync({
      inject: [authConfig.KEY, appConfig.KEY],
      useFactory: (config: ConfigType<typeof authConfig>, app: ConfigType<typeof appConfig>) => ({
        // A key object made once: given the text, jsonwebtoken converts it on every verify.
        secret: createSecretKey(Buffer.from(resolveJwtSecret(config, app))),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
    MailModule,
    SecurityModule,
  ],
  controllers: [AuthController, MeController],
  providers: [
    AuthService,
    AccountLinksService,
    SessionsService,
    OneTimeTokensService,
    PasswordHasher,
    PasswordPolicyService,
    BreachRangeClient,
    LoginLimiter,
    AuthFailuresRepository,
    SessionCheckRepository,
    {
      provide: REFRESH_TOKEN_KEY,
      inject: [authConfig.KEY, appConfig.KEY],
      useFactory: (config: ConfigType<typeof authConfig>, app: ConfigType<typeof appConfig>) =>
        refreshTokenKey(resolveJwtSecret(config, app)),
    },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionsService, AccountLinksService, PasswordHasher, PasswordPolicyService],
})
export class AuthModule {}
