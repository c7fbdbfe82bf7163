import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContentRedirectEntity, type RedirectKind } from './content-redirect.entity';

/**
 * Old public keys of renamed posts and case studies, so their old addresses answer 301. Chains
 * are collapsed (a → b then b → c makes a → c), and a key taken by a live row stops redirecting.
 */
@Injectable()
export class ContentRedirectsService {
  constructor(
    @InjectRepository(ContentRedirectEntity)
    private readonly redirects: Repository<ContentRedirectEntity>,
  ) {}

  async moved(kind: RedirectKind, fromKey: string): Promise<string | null> {
    if (fromKey.length > 160) return null;
    return (await this.redirects.findOneBy({ kind, fromKey }))?.toKey ?? null;
  }

  /** `fromKey` was renamed `toKey`. */
  async record(kind: RedirectKind, fromKey: string, toKey: string): Promise<void> {
    if (fromKey === toKey) return;
    await this.redirects.manager.transaction(async (manager) => {
      await manager.delete(ContentRedirectEntity, { kind, fromKey: toKey });
      await manager.update(ContentRedirectEntity, { kind, toKey: fromKey }, { toKey });
      await manager.upsert(ContentRedirectEntity, { kind, fromKey, toKey }, ['kind', 'fromKey']);
    });
  }

  /** A live row now uses `key`: it no longer redirects elsewhere. */
  async claim(kind: RedirectKind, key: string): Promise<void> {
    await this.redirects.delete({ kind, fromKey: key });
  }

  /** The row behind `toKey` is gone: its old keys no longer lead anywhere. */
  async forget(kind: RedirectKind, toKey: string): Promise<void> {
    await this.redirects.delete({ kind, toKey });
  }
}
