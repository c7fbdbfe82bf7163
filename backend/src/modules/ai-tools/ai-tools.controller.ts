import { Controller, Get } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AiToolLinks } from '@fabrion/shared';
import { Authenticated } from '../../common/decorators/auth.decorator';
import { AiToolsService } from './ai-tools.service';

/** The AI pages' links (copilots, Upgrade to Premium, community), for members. */
@ApiTags('ai-tools')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('ai-tools')
@Authenticated()
export class AiToolsController {
  constructor(private readonly aiTools: AiToolsService) {}

  @Get('links')
  @ApiOperation({ summary: 'The copilots’ links, the premium page and the community links' })
  @ApiOkResponse({ description: '`{ copilots, premiumUrl, communityLinks }`' })
  links(): AiToolLinks {
    return this.aiTools.links();
  }
}
