import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // S1000D data shipped with the app (the default BREX): assets, loaded on demand.
  assetsInclude: ['**/*.XML'],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
