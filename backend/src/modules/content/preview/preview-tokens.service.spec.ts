import { JwtService } from '@nestjs/jwt';
import { Clock } from '../../../common/clock';
import type { ContentConfig } from '../../../config';
import type { UserEntity } from '../../users/entities/user.entity';
import type { UsersService } from '../../users/users.service';
import { previewTokenKey } from './preview-token-key';
import { PreviewTokensService } from './preview-tokens.service';

class StoppedClock extends Clock {
  time = Date.parse('2025-06-01T09:00:00Z');
  now(): Date {
    return new Date(this.time);
  }
}

const POST_ID = '6f1c3c1e-2b8a-4a53-9a52-0d1f4b1f7e01';
const EDITOR_ID = '0b0f0c9e-8f3a-4a86-9d6e-3f5b2f6a1c11';

describe(PreviewTokensService.name, () => {
  const key = previewTokenKey('the-access-token-secret-0123456789');
  let clock: StoppedClock;
  let staff: Partial<UserEntity> | null;
  let users: jest.Mocked<Pick<UsersService, 'findById'>>;
  let sut: PreviewTokensService;

  beforeEach(() => {
    clock = new StoppedClock();
    staff = { id: EDITOR_ID, role: 'editor', status: 'active' };
    users = {
      findById: jest.fn<Promise<UserEntity | null>, [string]>(async () => staff as UserEntity),
    };
    sut = new PreviewTokensService(
      new JwtService({ secret: key, verifyOptions: { algorithms: ['HS256'] } }),
      users as unknown as UsersService,
      clock,
      { previewTtlS: 600 } as ContentConfig,
    );
  });

  it('should open the document it was issued for, for its kind only', async () => {
    const { token, expiresAt } = sut.issue('post', POST_ID, EDITOR_ID);
    expect(expiresAt.toISOString()).toBe('2025-06-01T09:10:00.000Z');
    expect(await sut.documentId(token, 'post')).toBe(POST_ID);
    expect(await sut.documentId(token, 'case-study')).toBeNull();
    expect(users.findById).toHaveBeenCalledWith(EDITOR_ID);
  });

  it('should refuse a token once its time is over, on the app clock', async () => {
    const { token } = sut.issue('post', POST_ID, EDITOR_ID);
    clock.time += 599_000;
    expect(await sut.documentId(token, 'post')).toBe(POST_ID);
    clock.time += 1_000;
    expect(await sut.documentId(token, 'post')).toBeNull();
  });

  it('should refuse a token signed with another key or changed on the way', async () => {
    const { token } = sut.issue('post', POST_ID, EDITOR_ID);
    const claims = { kind: 'post', doc: POST_ID, sub: EDITOR_ID, aud: 'content-preview' };
    const forged = new JwtService({ secret: 'the-access-token-secret-0123456789' }).sign(claims);
    expect(await sut.documentId(forged, 'post')).toBeNull();
    const [header, , signature] = token.split('.');
    const otherDoc = Buffer.from(JSON.stringify({ ...claims, doc: EDITOR_ID })).toString(
      'base64url',
    );
    expect(await sut.documentId(`${header}.${otherDoc}.${signature}`, 'post')).toBeNull();
    expect(await sut.documentId('not-a-token', 'post')).toBeNull();
  });

  it('should refuse the token of a staff member who was disabled or is no longer an editor', async () => {
    const { token } = sut.issue('case-study', POST_ID, EDITOR_ID);
    staff = { id: EDITOR_ID, role: 'editor', status: 'disabled' };
    expect(await sut.documentId(token, 'case-study')).toBeNull();
    staff = { id: EDITOR_ID, role: 'account_manager', status: 'active' };
    expect(await sut.documentId(token, 'case-study')).toBeNull();
    staff = null;
    expect(await sut.documentId(token, 'case-study')).toBeNull();
    staff = { id: EDITOR_ID, role: 'admin', status: 'active' };
    expect(await sut.documentId(token, 'case-study')).toBe(POST_ID);
  });
});
