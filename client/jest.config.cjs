module.exports = {
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.mp3$': '<rootDir>/jest.fileStub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
  // A page test takes well under a second alone; `make test` runs them beside
  // the rest of the suite on two cores, where 5 s was seen to pass.
  testTimeout: 20_000,
};
