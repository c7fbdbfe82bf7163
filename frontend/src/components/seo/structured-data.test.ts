import { employmentType } from './structured-data';

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
