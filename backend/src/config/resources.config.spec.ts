import { ConfigValidationError } from './validate-env';
import { resourcesConfig } from './resources.config';

describe('resourcesConfig', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('should give safe local defaults', () => {
    for (const name of ['RESOURCES_FILES_DIR', 'COPILOT_MAAS_URL', 'PREMIUM_URL']) {
      delete process.env[name];
    }
    const sut = resourcesConfig();
    expect(sut.filesDir).toMatch(/backend\/private-files\/resources$/);
    expect(sut.copilots.maas).toMatch(/^https:\/\//);
    expect(sut.premiumUrl).toMatch(/^https:\/\//);
  });

  it('should refuse a copilot link that is not https at start-up', () => {
    process.env.COPILOT_OPERATIONS_URL = 'http://chatgpt.com/g/x';
    expect(() => resourcesConfig()).toThrow(ConfigValidationError);
    expect(() => resourcesConfig()).toThrow(/COPILOT_OPERATIONS_URL/);
  });

  it('should take the configured links', () => {
    process.env.COPILOT_BUSINESS_URL = 'https://example.test/scout';
    process.env.PREMIUM_URL = 'https://example.test/premium';
    expect(resourcesConfig()).toMatchObject({
      copilots: { business: 'https://example.test/scout' },
      premiumUrl: 'https://example.test/premium',
    });
  });
});
