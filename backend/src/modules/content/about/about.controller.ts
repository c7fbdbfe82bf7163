import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ClientLogo, JobOpening } from '@fabrion/shared';
import { PublicContent } from '../content-api.decorators';
import { AboutService } from './about.service';
import { ClientLogoDto } from './dto/client-logo.dto';
import { JobOpeningDto } from './dto/job-opening.dto';

@Controller()
@PublicContent('about')
export class AboutController {
  constructor(private readonly about: AboutService) {}

  @Get('jobs')
  @ApiOperation({ summary: 'Current openings with every field of the detail dialog' })
  @ApiOkResponse({ type: [JobOpeningDto] })
  jobs(): Promise<JobOpening[]> {
    return this.about.listJobs();
  }

  @Get('client-logos')
  @ApiOperation({ summary: 'Client and partner logos of the About page, in display order' })
  @ApiOkResponse({ type: [ClientLogoDto] })
  clientLogos(): Promise<ClientLogo[]> {
    return this.about.listClientLogos();
  }
}
