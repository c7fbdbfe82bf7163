import { parseEditorDate } from './editor-date';

describe(parseEditorDate.name, () => {
  it.each([
    ['2025-03-04', '2025-03-04'],
    ['2025-03-04T09:30:00Z', '2025-03-04'],
    ['March 4, 2025', '2025-03-04'],
    ['march 4, 2025', '2025-03-04'],
    ['March 4th, 2025', '2025-03-04'],
    ['March 4 2025', '2025-03-04'],
    ['Mar 4, 2025', '2025-03-04'],
    ['Sep. 12, 2024', '2024-09-12'],
    ['4 March 2025', '2025-03-04'],
    ['4 Mar 2025', '2025-03-04'],
    ['04.03.2025', '2025-03-04'],
    ['  December   31,  2024 ', '2024-12-31'],
    ['February 2025', '2025-02-01'],
  ])('should read "%s" as %s', (text, day) => {
    expect(parseEditorDate(text)).toBe(day);
  });

  it.each([
    [''],
    ['   '],
    ['Coming soon'],
    ['Q3 2024'],
    ['February 30, 2025'],
    ['2025-13-01'],
    ['31/12/2024'],
    ['March 4, 0025'],
  ])('should give null for "%s"', (text) => {
    expect(parseEditorDate(text)).toBeNull();
  });

  it('should give null for a missing date', () => {
    expect(parseEditorDate(null)).toBeNull();
    expect(parseEditorDate(undefined)).toBeNull();
  });
});
