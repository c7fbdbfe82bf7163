import { ApiProperty } from '@nestjs/swagger';
import type { JobOpening } from '@fabrion/shared';
import type { JobOpeningEntity } from '../job-opening.entity';

export class JobOpeningDto implements JobOpening {
  @ApiProperty({ example: 'fellowship-program' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: 'EU Remote Friendly' }) location: string;
  @ApiProperty() emoji: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) responsibilities: string[];
  @ApiProperty({ type: [String] }) requirements: string[];
  @ApiProperty() department: string;
  @ApiProperty() experienceLevel: string;
  @ApiProperty() contractType: string;
  @ApiProperty({ type: [String] }) languages: string[];
  @ApiProperty({ example: '2025-08-04', description: 'The day the opening was first saved' })
  postedOn: string;
}

export function toJobOpening(entity: JobOpeningEntity): JobOpening {
  return {
    id: entity.id,
    title: entity.title,
    location: entity.location,
    emoji: entity.emoji,
    description: entity.description,
    responsibilities: entity.responsibilities,
    requirements: entity.requirements,
    department: entity.department,
    experienceLevel: entity.experienceLevel,
    contractType: entity.contractType,
    languages: entity.languages,
    postedOn: entity.createdAt.toISOString().slice(0, 10),
  };
}
