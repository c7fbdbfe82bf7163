import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import HotelIcon from '@mui/icons-material/HotelOutlined';
import MemoryIcon from '@mui/icons-material/MemoryOutlined';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturingOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { CaseStudyGroup } from '@fabrion/shared';
import type { ComponentType } from 'react';

const ICONS: Record<CaseStudyGroup, ComponentType<SvgIconProps>> = {
  'Retail/E-Commerce': StorefrontIcon,
  'Finance/SaaS': AccountBalanceIcon,
  Healthcare: HealthAndSafetyIcon,
  'Manufacturing/Logistics': PrecisionManufacturingIcon,
  'HR Technology': GroupsIcon,
  Hospitality: HotelIcon,
  Technology: MemoryIcon,
};

/** The icon of a case-study display group (decorative: the group's name is always beside it). */
export function CaseStudyGroupIcon({ group, ...props }: SvgIconProps & { group: CaseStudyGroup }) {
  const Icon = ICONS[group] ?? MemoryIcon;
  return <Icon aria-hidden="true" {...props} />;
}
