import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { DashboardService, type DashboardView } from './dashboard.service';

/** The dashboard's figures for the signed-in staff member's role. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/dashboard')
@Authenticated('account_manager', 'editor', 'ops', 'admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: 'New leads per week, active members, assessments, queue counts' })
  get(@CurrentAuth() auth: AuthContext): Promise<DashboardView> {
    return this.dashboard.forRole(auth.role);
  }
}
