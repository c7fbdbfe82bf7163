import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { AiToolLinks } from '@fabrion/shared';
import { authConfig, resourcesConfig } from '../../config';

/** The external links of the AI copilots, solutions and prompts pages, from the configuration. */
@Injectable()
export class AiToolsService {
  constructor(
    @Inject(resourcesConfig.KEY) private readonly resources: ConfigType<typeof resourcesConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  links(): AiToolLinks {
    return {
      copilots: { ...this.resources.copilots },
      premiumUrl: this.resources.premiumUrl,
      communityLinks: { ...this.auth.communityLinks },
    };
  }
}
