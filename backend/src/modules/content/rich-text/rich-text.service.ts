import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { contentConfig } from '../../../config';
import { renderAudioEmbed, renderBody } from './rich-text';

/** Blog bodies and audio embeds as safe HTML, with the configured player hosts. */
@Injectable()
export class RichTextService {
  constructor(
    @Inject(contentConfig.KEY) private readonly config: ConfigType<typeof contentConfig>,
  ) {}

  body(content: string): string {
    return renderBody(content);
  }

  audioEmbed(snippet: string | null | undefined): string | null {
    return renderAudioEmbed(snippet, this.config.audioEmbedHosts);
  }
}
