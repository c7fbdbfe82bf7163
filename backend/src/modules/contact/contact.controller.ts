import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ClientIp, UserAgent } from '../../common/decorators/client-ip.decorator';
import { ContactIpGuard } from './contact-ip.guard';
import { ContactService } from './contact.service';
import { ContactCreatedDto, CreateContactDto } from './dto/create-contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(ContactIpGuard)
  @ApiOperation({ summary: 'Send a contact message (saved before the answer; staff get an SMS)' })
  @ApiCreatedResponse({ type: ContactCreatedDto })
  @ApiBadRequestResponse({ description: '`errors: { field: message }` with the spec texts' })
  @ApiTooManyRequestsResponse({ description: 'Per-IP or per-email limit; Retry-After set' })
  @ApiServiceUnavailableResponse({ description: 'The limit check itself failed' })
  create(
    @Body() dto: CreateContactDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<ContactCreatedDto> {
    return this.contact.submit(dto, { ip: ip ?? null, userAgent });
  }
}
