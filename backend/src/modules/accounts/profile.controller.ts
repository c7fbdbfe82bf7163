import { Body, Controller, Get, NotFoundException, Patch, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@fabrion/shared';
import {
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { UsersService } from '../users/users.service';
import { AccountsService } from './accounts.service';
import { UpdateLanguageDto, UpdateProfileDto } from './dto/accounts.dto';

/** The member's own profile (never another user's: the id comes from the session). */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
@Authenticated()
export class ProfileController {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
  ) {}

  @Get()
  async get(@CurrentAuth() auth: AuthContext): Promise<AuthUser> {
    const user = await this.users.findById(auth.userId);
    if (!user) throw new NotFoundException();
    return UsersService.toAuthUser(user);
  }

  @Patch()
  async update(@CurrentAuth() auth: AuthContext, @Body() dto: UpdateProfileDto): Promise<AuthUser> {
    return UsersService.toAuthUser(await this.accounts.updateProfile(auth.userId, dto));
  }

  @Put('language')
  async setLanguage(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: UpdateLanguageDto,
  ): Promise<AuthUser> {
    return UsersService.toAuthUser(await this.accounts.setLanguage(auth.userId, dto.language));
  }
}
