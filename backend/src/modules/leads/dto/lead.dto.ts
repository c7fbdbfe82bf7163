import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { LEAD_STATUSES, type LeadStatus } from '../entities/lead.entity';

export const LEAD_NOTES_MAX = 5000;

/** A staff change to a lead: any of status, owner (null clears it) and notes. */
export class UpdateLeadDto {
  @ApiPropertyOptional({ enum: LEAD_STATUSES })
  @IsOptional()
  @IsIn([...LEAD_STATUSES], { message: 'Status must be new, contacted, qualified or closed.' })
  status?: LeadStatus;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsUUID('all', { message: 'Owner must be a staff account.' })
  ownerId?: string | null;

  @ApiPropertyOptional({ maxLength: LEAD_NOTES_MAX, nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'Notes must be text.' })
  @MaxLength(LEAD_NOTES_MAX, { message: `Notes must be at most ${LEAD_NOTES_MAX} characters.` })
  notes?: string | null;
}

/** A lead as the back office shows it: the submission (text unescaped), its triage and source. */
export interface LeadView {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  interest: string;
  message: string;
  spam: boolean;
  spamReason: string | null;
  releasedAt: string | null;
  status: LeadStatus;
  ownerId: string | null;
  ownerEmail: string | null;
  notes: string | null;
  updatedAt: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrer: string | null;
  landingPage: string | null;
}
