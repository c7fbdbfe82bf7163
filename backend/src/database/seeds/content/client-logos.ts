import type { ClientLogoInputDto } from '../../../modules/content/about/dto/about-input.dto';

/** The About page's logo strip: stored as clients/{filename} in the about-us bucket (spec). */
export const CLIENT_LOGOS: ClientLogoInputDto[] = [
  ['Karlsberg Stanztechnik', 'karlsberg-stanztechnik.svg'],
  ['NorthBay Cold Logistics', 'northbay-cold-logistics.svg'],
  ['Mercado Verde', 'mercado-verde.svg'],
  ['Danubia Equipment Finance', 'danubia-equipment-finance.svg'],
  ['St. Agnes Regional Hospital', 'st-agnes-hospital.svg'],
  ['Helio Parks Iberia', 'helio-parks.svg'],
  ['Alpina Hotels', 'alpina-hotels.svg'],
  ['Quickbasket', 'quickbasket.svg'],
  ['Vantaa DataHalls', 'vantaa-datahalls.svg'],
].map(([name, file], index) => ({
  name: name!,
  logoPath: `clients/${file}`,
  position: index + 1,
  published: true,
}));
