import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // S1000D data shipped with the app (the default BREX): assets, loaded on demand.
  assetsInclude: ['**/*.XML'],
  // Workers are ES modules (every page starts them with type: 'module'): the BREX worker
  // loads libxml2 with a dynamic import, which the default IIFE worker format cannot split.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The form fields every form page shares, /login's among them: one chunk, not six
          // that each cost a request and their own import and export lines.
          groups: [
            {
              name: 'form-fields',
              test: /src[\\/]ui[\\/](field-frame|text-field|password-field|select-field|use-submit|error-message)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
