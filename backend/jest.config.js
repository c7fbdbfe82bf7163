// Nest 12 and several of its dependencies ship as ES modules; Jest runs CommonJS here, so swc
// compiles our TypeScript and any ESM file under node_modules on the fly (cached after the first run).
const swcTs = [
  '@swc/jest',
  {
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
  },
];
const swcJs = [
  '@swc/jest',
  { module: { type: 'commonjs' }, jsc: { target: 'es2023', parser: { syntax: 'ecmascript' } } },
];
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swcTs, '^.+\\.m?js$': swcJs },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

module.exports = {
  // Read from the root only (a per-project testTimeout is ignored); unit tests are fast anyway.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', rootDir: 'src', testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      rootDir: '.',
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      testTimeout: 60000,
    },
    {
      // Real processes: nginx in front of two built backends and a worker (see test/system/).
      ...common,
      displayName: 'system',
      rootDir: '.',
      testMatch: ['<rootDir>/test/system/**/*.system-spec.ts'],
      // Its 240 s test timeout is given on the command line (npm run test:system): a project's
      // own testTimeout is ignored.
    },
  ],
};
