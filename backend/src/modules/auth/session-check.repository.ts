import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UserRole, UserStatus } from '@fabrion/shared';
import type { Repository } from 'typeorm';
import { SessionEntity } from './entities/session.entity';

/** What the access check needs of a session and its user. */
export interface SessionCheck {
  id: string;
  userId: string;
  createdAt: Date;
  lastActivityAt: Date;
  revokedAt: Date | null;
  role: UserRole;
  status: UserStatus;
}

/**
 * The access check's statements, run on every signed-in request: fixed SQL text (no query
 * building per request), the session and its user's role and status in one round trip.
 */
@Injectable()
export class SessionCheckRepository {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
  ) {}

  async find(sessionId: string): Promise<SessionCheck | null> {
    const rows: SessionCheck[] = await this.sessions.query(
      `SELECT s.id, s.user_id AS "userId", s.created_at AS "createdAt",
              s.last_activity_at AS "lastActivityAt", s.revoked_at AS "revokedAt", u.role, u.status
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1`,
      [sessionId],
    );
    return rows[0] ?? null;
  }

  async touch(sessionId: string, at: Date): Promise<void> {
    await this.sessions.query('UPDATE sessions SET last_activity_at = $2 WHERE id = $1', [
      sessionId,
      at,
    ]);
  }
}
