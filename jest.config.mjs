const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // `import … with { type: 'json' }` reaches Node as written (Node wants the attribute on JSON).
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
]

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@payload-config$': '<rootDir>/payload.config.ts',
    // Next's bundler tells server from client; under Jest every module is server code.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testEnvironment: '<rootDir>/tests/support/nodeEnvironment.cjs',
}

/** @type {import('jest').Config} */
export default {
  testTimeout: 60_000,
  testSequencer: '<rootDir>/tests/support/testOrder.cjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/tests/int/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/tests/int/serial/'],
      globalSetup: '<rootDir>/tests/int/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/int/globalTeardown.ts',
    },
    // What measures time (event-loop stalls, equal timing of known and unknown accounts) runs alone,
    // before the parallel files: their load on the two cores, and PostgreSQL's clean-up of what
    // they wrote, would be measured too.
    {
      ...common,
      displayName: 'int-serial',
      testMatch: ['<rootDir>/tests/int/serial/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/int/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/int/globalTeardown.ts',
    },
  ],
}
