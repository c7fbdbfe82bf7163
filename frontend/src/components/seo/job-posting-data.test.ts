import { employmentType, jobPlace } from './job-posting-data';

describe(employmentType.name, () => {
  it.each([
    ['Self-Employed', ['CONTRACTOR']],
    ['Part-time, Self-Employed', ['PART_TIME', 'CONTRACTOR']],
    ['Internship', ['INTERN']],
    ['Full-time', ['FULL_TIME']],
    ['Permanent', ['FULL_TIME']],
  ])('should map "%s" to %j', (contract, types) => {
    expect(employmentType(contract)).toEqual(types);
  });
});

describe(jobPlace.name, () => {
  it('should make an EU remote job TELECOMMUTE for applicants in the European Union', () => {
    expect(jobPlace('EU Remote Friendly')).toEqual({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'European Union' },
    });
  });

  it('should give another remote job the office as its place', () => {
    expect(jobPlace('Remote')).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { address: { addressLocality: 'Cluj-Napoca', addressCountry: 'RO' } },
    });
  });

  it('should name the city of an on-site job', () => {
    expect(jobPlace('Bucharest')).toEqual({
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Bucharest', addressCountry: 'RO' },
      },
    });
  });
});
