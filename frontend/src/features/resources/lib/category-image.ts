import { resourceCategorySlug, type ResourceCategory } from '@fabrion/shared';

/** The image shown when a resource's own image fails to load: its category's. */
export function resourceCategoryImage(category: ResourceCategory): string {
  return `/images/fallbacks/resources/${resourceCategorySlug(category)}.svg`;
}
