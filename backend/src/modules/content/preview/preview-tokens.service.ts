import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../../../common/clock';
import { contentConfig } from '../../../config';
import { UsersService } from '../../users/users.service';
import { CONTENT_STAFF } from '../admin/content-admin.decorators';

/** What a preview shows: a blog post or a case study, by its row id. */
export type PreviewKind = 'post' | 'case-study';

export const PREVIEW_AUDIENCE = 'content-preview';

interface PreviewClaims {
  kind: PreviewKind;
  doc: string;
  sub: string;
}

/**
 * Preview links' tokens: HS256 JWTs under their own key (see `previewTokenKey`, so no other token
 * of the app verifies as one, nor one as another), for one document and the staff member who asked,
 * valid for CONTENT_PREVIEW_TTL_S on the app's clock. A token stops working as soon as its staff
 * member is disabled or loses the content roles.
 */
@Injectable()
export class PreviewTokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @Inject(contentConfig.KEY) private readonly config: ConfigType<typeof contentConfig>,
  ) {}

  issue(kind: PreviewKind, doc: string, staffId: string): { token: string; expiresAt: Date } {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = iat + this.config.previewTtlS;
    const claims: PreviewClaims & { iat: number; exp: number } = {
      kind,
      doc,
      sub: staffId,
      iat,
      exp,
    };
    const token = this.jwt.sign(claims, { audience: PREVIEW_AUDIENCE });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The document id a live token of this kind opens, or null (forged, expired, other kind…). */
  async documentId(token: string, kind: PreviewKind): Promise<string | null> {
    let claims: PreviewClaims;
    try {
      claims = await this.jwt.verifyAsync<PreviewClaims>(token, {
        audience: PREVIEW_AUDIENCE,
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
    } catch {
      return null;
    }
    if (claims.kind !== kind || typeof claims.doc !== 'string') return null;
    const staff = await this.users.findById(claims.sub);
    const allowed = (CONTENT_STAFF as readonly string[]).includes(staff?.role ?? '');
    return staff?.status === 'active' && allowed ? claims.doc : null;
  }
}
