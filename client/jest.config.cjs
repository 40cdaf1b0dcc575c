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
};
