import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** `GET /api/previews/...?token=`: the token of an editor's preview link. */
export class PreviewQueryDto {
  @ApiProperty({ description: 'The `preview` parameter of the link the back office issued' })
  @IsString()
  @MaxLength(2000)
  token!: string;
}
