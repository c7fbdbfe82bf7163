import { Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES, type UserRole } from '@fabrion/shared';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import type { AuthContext } from '../../common/decorators/auth.decorator';
import { authConfig } from '../../config';
import { SecurityService, type RequestContext } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { SessionEntity } from './entities/session.entity';
import { SessionCheckRepository } from './session-check.repository';
import { REFRESH_TOKEN_KEY, randomToken, sha256Hex } from './tokens';
import { createHmac } from 'node:crypto';

interface AccessClaims {
  sub: string;
  sid: string;
  role: UserRole;
}

type SessionTimes = Pick<SessionEntity, 'id' | 'userId' | 'createdAt' | 'lastActivityAt'>;

export interface IssuedTokens {
  accessToken: string;
  /** Absent when a parallel refresh inside the grace period was answered (the cookie stays). */
  refreshToken?: string;
  user: UserEntity;
}

const unauthorized = (message: string = AUTH_MESSAGES.unauthorized) =>
  new UnauthorizedException({ message });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A session's last activity is written at most this often (not on every request): the idle limit
 * then ends a session at most this much before its exact time, never after it.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** `<session id>.<secret>` split, or null when the cookie is not of that shape. */
function parseRefreshToken(token: string | undefined): { sid: string; secret: string } | null {
  const [sid, secret, extra] = (token ?? '').split('.');
  if (!sid || !secret || extra !== undefined || !UUID.test(sid) || secret.length > 100) return null;
  return { sid, secret };
}

/**
 * Sessions enforced by the server: a short-lived signed access token naming the session, checked
 * against the session row on every request (revocation, idle and absolute limits on the injected
 * clock), and a rotating refresh token (`<session id>.<secret>`, stored hashed).
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly jwt: JwtService,
    private readonly checks: SessionCheckRepository,
    private readonly users: UsersService,
    private readonly security: SecurityService,
    private readonly clock: Clock,
    @Inject(REFRESH_TOKEN_KEY) private readonly refreshKey: Buffer,
  ) {}

  /** How many distinct accounts of `role` were active (session activity) since `since`. */
  async countActiveUsers(role: UserRole, since: Date): Promise<number> {
    const row = await this.sessions
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select('COUNT(DISTINCT s.userId)::int', 'n')
      .where('u.role = :role', { role })
      .andWhere('s.lastActivityAt >= :since', { since })
      .getRawOne<{ n: number }>();
    return row?.n ?? 0;
  }

  async start(
    user: UserEntity,
    context: RequestContext,
    manager?: EntityManager,
  ): Promise<IssuedTokens> {
    const now = this.clock.now();
    const secret = randomToken();
    const repo = manager ? manager.getRepository(SessionEntity) : this.sessions;
    const session = await repo.save(
      repo.create({
        userId: user.id,
        refreshHash: sha256Hex(secret),
        previousRefreshHash: null,
        rotatedAt: now,
        createdAt: now,
        lastActivityAt: now,
        ip: context.ip?.slice(0, 64) ?? null,
        userAgent: context.userAgent?.slice(0, 512) ?? null,
      }),
    );
    await this.users.recordSignIn(user.id, now, manager);
    await this.security.record('session_start', user.id, context, { sessionId: session.id });
    return {
      accessToken: await this.sign(user, session.id),
      refreshToken: `${session.id}.${secret}`,
      user,
    };
  }

  /**
   * The access guard's check: a valid token for a live session of an active user. One statement
   * per request (the session with its user); the session row is read every time, so a revoked
   * session is refused at once on every instance.
   */
  async authenticate(accessToken: string, context: RequestContext): Promise<AuthContext> {
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(accessToken);
    } catch {
      throw unauthorized();
    }
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid)) throw unauthorized();
    const session = await this.checks.find(claims.sid);
    if (!session || session.revokedAt) throw unauthorized();
    await this.endIfExpired(session, context);
    if (session.status !== 'active') throw unauthorized();
    const now = this.clock.now();
    if (now.getTime() - session.lastActivityAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS)
      await this.checks.touch(session.id, now);
    return { userId: session.userId, sessionId: session.id, role: session.role };
  }

  async refresh(refreshToken: string | undefined, context: RequestContext): Promise<IssuedTokens> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) throw unauthorized();
    const { sid, secret } = parsed;
    const session = await this.live(sid, context);
    const user = await this.users.findById(session.userId);
    if (!user || user.status !== 'active') throw unauthorized();
    const now = this.clock.now();
    const presented = sha256Hex(secret);
    const next = this.derivedSecret(sid, now, presented);
    const rotated = await this.sessions.update(
      { id: sid, refreshHash: presented, revokedAt: IsNull() },
      { refreshHash: sha256Hex(next), previousRefreshHash: presented, rotatedAt: now },
    );
    if (rotated.affected === 1)
      return { accessToken: await this.sign(user, sid), refreshToken: `${sid}.${next}`, user };

    const current = await this.sessions.findOneByOrFail({ id: sid });
    const inGrace = now.getTime() - current.rotatedAt.getTime() <= this.config.refreshGraceMs;
    if (current.previousRefreshHash === presented && inGrace) {
      // The race's loser gets the winner's token as its cookie: whichever answer the browser keeps
      // last, it holds the active token (no reuse alarm, no logout, once the grace is over).
      const active = this.derivedSecret(sid, current.rotatedAt, presented);
      const known = sha256Hex(active) === current.refreshHash;
      return {
        accessToken: await this.sign(user, sid),
        ...(known ? { refreshToken: `${sid}.${active}` } : {}),
        user,
      };
    }
    await this.revoke(sid, 'refresh_reuse');
    await this.security.record('suspicious_activity', user.id, context, {
      detail: 'refresh_token_reuse',
      sessionId: sid,
    });
    throw unauthorized(AUTH_MESSAGES.sessionExpired);
  }

  /** True when this call ended the session (false: it had already ended). */
  async revoke(sessionId: string, reason: string): Promise<boolean> {
    const result = await this.sessions.update(
      { id: sessionId, revokedAt: IsNull() },
      { revokedAt: this.clock.now(), revokeReason: reason },
    );
    return result.affected === 1;
  }

  /**
   * Logout: ends the session only when the cookie's secret is its current (or previous) one. A
   * session already past a limit (the page signing out an idle member) is recorded as a timeout.
   */
  async revokeWithCookie(refreshToken: string, context: RequestContext): Promise<void> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) return;
    const { sid, secret } = parsed;
    const hash = sha256Hex(secret);
    const session = await this.sessions.findOneBy({ id: sid });
    if (!session || (session.refreshHash !== hash && session.previousRefreshHash !== hash)) return;
    const timeout = this.expiry(session, this.clock.now().getTime());
    if (!(await this.revoke(sid, timeout ?? 'logout'))) return;
    if (timeout)
      await this.security.record('session_timeout', session.userId, context, {
        sessionId: sid,
        reason: timeout,
      });
    else await this.security.record('logout', session.userId, context, { sessionId: sid });
  }

  /** Ends every live session of the user (except `keep`), e.g. after a reset or when disabled. */
  async revokeAll(
    userId: string,
    reason: string,
    keep?: string,
    manager?: EntityManager,
  ): Promise<number> {
    const repo = manager ? manager.getRepository(SessionEntity) : this.sessions;
    const result = await repo.update(
      { userId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) },
      { revokedAt: this.clock.now(), revokeReason: reason },
    );
    return result.affected ?? 0;
  }

  async listLive(userId: string): Promise<SessionEntity[]> {
    const sessions = await this.sessions.find({
      where: { userId, revokedAt: IsNull() },
      order: { lastActivityAt: 'DESC' },
    });
    const now = this.clock.now().getTime();
    return sessions.filter((s) => !this.expiry(s, now));
  }

  /** Revokes one of the user's own sessions; another user's id is simply not found. */
  async revokeOwn(
    userId: string,
    sessionId: string,
    reason = 'signed_out_elsewhere',
  ): Promise<void> {
    const result = await this.sessions.update(
      { id: sessionId, userId, revokedAt: IsNull() },
      { revokedAt: this.clock.now(), revokeReason: reason },
    );
    if (!result.affected) throw new NotFoundException({ message: 'Session not found' });
  }

  private expiry(session: SessionTimes, now: number): 'timeout_absolute' | 'timeout_idle' | null {
    if (now - session.createdAt.getTime() >= this.config.absoluteTimeoutMs)
      return 'timeout_absolute';
    if (now - session.lastActivityAt.getTime() >= this.config.idleTimeoutMs) return 'timeout_idle';
    return null;
  }

  /** The session if it is neither revoked nor past a limit; a session found past one is ended. */
  private async live(sessionId: string, context: RequestContext): Promise<SessionEntity> {
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session || session.revokedAt) throw unauthorized();
    await this.endIfExpired(session, context);
    return session;
  }

  /** A session past a limit is ended (recorded once) and refused. */
  private async endIfExpired(session: SessionTimes, context: RequestContext): Promise<void> {
    const reason = this.expiry(session, this.clock.now().getTime());
    if (!reason) return;
    if (await this.revoke(session.id, reason))
      await this.security.record('session_timeout', session.userId, context, {
        sessionId: session.id,
        reason,
      });
    throw unauthorized(AUTH_MESSAGES.sessionExpired);
  }

  /**
   * A rotated refresh secret: HMAC of the session, the rotation instant and the previous secret's
   * hash under the server's key. Random to anyone without the key (the previous secret was), and
   * computable again by the server, which stores only hashes, for the grace-window answer.
   */
  private derivedSecret(sessionId: string, rotatedAt: Date, previousHash: string): string {
    return createHmac('sha256', this.refreshKey)
      .update(`${sessionId}.${rotatedAt.getTime()}.${previousHash}`)
      .digest('base64url');
  }

  private sign(user: UserEntity, sessionId: string): Promise<string> {
    const claims: AccessClaims = { sub: user.id, sid: sessionId, role: user.role };
    return this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlS });
  }
}
