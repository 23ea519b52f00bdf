import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API runs separately (npm start, port 3000); in production the server serves dist/ at /admin. */
const api = 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/trpc': api, '/healthz': api, '/uploads': api } },
});
