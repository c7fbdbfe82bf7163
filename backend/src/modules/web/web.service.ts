import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appConfig } from '../../config';

export interface RenderedPage {
  status: number;
  html: string;
}

/** Produces the HTML of browser routes: the built single-page app's shell. */
@Injectable()
export class WebService {
  private readonly logger = new Logger(WebService.name);
  private readonly shells = new Map<string, string | null>();

  constructor(@Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>) {}

  get frontendDist(): string {
    return this.app.frontendDist;
  }

  get adminDist(): string {
    return this.app.adminDist;
  }

  async renderPublic(_url: string): Promise<RenderedPage | null> {
    const html = this.shell(this.app.frontendDist);
    return html === null ? null : { status: 200, html };
  }

  renderAdmin(): RenderedPage | null {
    const html = this.shell(this.app.adminDist);
    return html === null ? null : { status: 200, html };
  }

  private shell(dist: string): string | null {
    if (!this.shells.has(dist)) {
      const file = join(dist, 'index.html');
      const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
      if (html === null) this.logger.warn(`${file} not found: run "npm run build"`);
      this.shells.set(dist, html);
    }
    return this.shells.get(dist) ?? null;
  }
}
