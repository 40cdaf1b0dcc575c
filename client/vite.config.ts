import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

const api = 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [
    react({
      babel: {
        // Compiles graphql`` tags into imports of the generated artefacts.
        plugins: [['relay', { artifactDirectory: path.resolve(__dirname, 'src/__generated__'), eagerEsModules: true }]],
      },
    }),
  ],
  build: {
    outDir: path.resolve(__dirname, '../server/web/dist'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files cache across deploys.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
          relay: ['react-relay', 'relay-runtime', 'graphql-ws'],
          intl: ['react-intl'],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/auth': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/healthz': { target: api, changeOrigin: true },
    },
  },
});
