import { Controller, Get, Headers, Module } from '@nestjs/common';
import { ClientIp } from '../../src/common/decorators/client-ip.decorator';

/** Echoes what the app believes about the caller: `GET /api/test-probe/client`. Tests only. */
@Controller('test-probe')
class ClientIpProbeController {
  @Get('client')
  client(
    @ClientIp() ip: string,
    @Headers('x-request-id') requestId: string | undefined,
    @Headers('x-forwarded-for') forwardedFor: string | undefined,
    @Headers('x-real-ip') realIp: string | undefined,
  ) {
    return {
      ip,
      requestId: requestId ?? null,
      forwardedFor: forwardedFor ?? null,
      realIp: realIp ?? null,
    };
  }
}

@Module({ controllers: [ClientIpProbeController] })
export class ClientIpProbeModule {}
