import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig } from '../../config';
import { MASTERCLASS_COURSE } from '../../database/seeds/masterclass/course';
import { MASTERCLASS_SEED_LOCK } from './masterclass.constants';
import { MasterclassRepository } from './masterclass.repository';
import { MasterclassService } from './masterclass.service';

/**
 * The shipped course (src/database/seeds/masterclass). On start-up with SEED_ON_START, a database
 * without any section gets it; instances starting together seed once (advisory lock).
 */
@Injectable()
export class MasterclassSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(MasterclassSeeder.name);

  constructor(
    private readonly repository: MasterclassRepository,
    private readonly masterclass: MasterclassService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.app.seedOnStart) return;
    const lessons = await this.seedIfEmpty();
    if (lessons) this.logger.log(`Seeded the masterclass: ${lessons} lessons`);
  }

  /** The number of lessons inserted, or 0 when the course was already there. */
  async seedIfEmpty(): Promise<number> {
    const inserted = await this.repository.seedLocked(MASTERCLASS_SEED_LOCK, async (manager) =>
      (await this.repository.sectionCount(manager)) > 0
        ? 0
        : this.repository.insertCourse(manager, MASTERCLASS_COURSE),
    );
    if (inserted) await this.masterclass.invalidate();
    return inserted;
  }
}
