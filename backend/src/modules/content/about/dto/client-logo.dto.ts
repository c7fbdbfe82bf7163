import { ApiProperty } from '@nestjs/swagger';
import { type ClientLogo, resolveImageUrl } from '@fabrion/shared';
import { CLIENT_LOGO_BUCKET } from '../../content.constants';
import type { ClientLogoEntity } from '../client-logo.entity';

export class ClientLogoDto implements ClientLogo {
  @ApiProperty({ example: 'Nordhavn Robotics' }) name: string;
  @ApiProperty({ example: '/storage/v1/object/public/about-us/clients/nordhavn-robotics.svg' })
  logoUrl: string;
}

/** The logo's public URL: a stored `clients/{filename}` path is read from the about-us bucket. */
export function toClientLogo(entity: ClientLogoEntity): ClientLogo {
  return { name: entity.name, logoUrl: resolveImageUrl(entity.logoPath, CLIENT_LOGO_BUCKET) };
}
