import { describe, expect, it } from 'vitest';
import { assessPasswordStrength, strengthLabel, weakPatterns } from './password-strength.js';

describe('assessPasswordStrength', () => {
  it('should give 20 points per met rule', () => {
    expect(assessPasswordStrength('Violet-Harbour-42!Kx')).toMatchObject({
      score: 100,
      label: 'Strong',
      valid: true,
      errors: [],
    });
    const noSpecial = assessPasswordStrength('VioletHarbour42Kx');
    expect(noSpecial.score).toBe(80);
    expect(noSpecial.valid).toBe(false);
    expect(noSpecial.errors).toEqual(['Password must contain at least one special character']);
  });

  it('should take 15 points for low entropy', () => {
    const result = assessPasswordStrength('Ab1!');
    expect(result.errors).toContain('Password is not random enough');
    expect(result.score).toBe(80 - 15);
  });

  it('should take 20 points for weak patterns and name them', () => {
    expect(weakPatterns('xabcx')).toEqual(['sequential characters']);
    expect(weakPatterns('aaab')).toEqual(['repeated characters']);
    expect(weakPatterns('zxcvq')).toContain('keyboard patterns');
    expect(weakPatterns('P@ssw0rd')).toContain('common substitutions');
    const result = assessPasswordStrength('Zk9!mmmQ-Lr72#Tw');
    expect(result.errors).toEqual(['Password contains weak patterns: repeated characters']);
    expect(result.score).toBe(80);
    expect(result.valid).toBe(false);
  });

  it('should take 30 points for common words', () => {
    const result = assessPasswordStrength('Zk9!Admin-Lr72#Tw');
    expect(result.errors).toEqual(['Password contains common patterns that are easily guessable']);
    expect(result.score).toBe(70);
  });

  it('should take 50 points for a breached password and never call it valid', () => {
    const result = assessPasswordStrength('Violet-Harbour-42!Kx', 12);
    expect(result).toMatchObject({ score: 50, breached: true, valid: false, label: 'Fair' });
    expect(result.errors).toEqual(['Password found in 12 data breaches']);
  });

  it('should label by score', () => {
    expect([85, 60, 40, 20, 19].map(strengthLabel)).toEqual([
      'Strong',
      'Good',
      'Fair',
      'Weak',
      'Very Weak',
    ]);
  });
});
