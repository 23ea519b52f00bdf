import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** In development the API runs separately (npm start, port 3000); in production the server serves dist/ at /admin. */
const api = 'http://localhost:3000';

const kitFormScripts = /web-kit[\\/]src[\\/](forms|account)[\\/]/;

export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every file, which the server sends as they are; not of the page, which the
    // server sends with a new script nonce each time.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/ }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The kit's form scripts only declare things. Told so, the bundler leaves react-hook-form, which only lazy
    // pages use through the kit's index, out of the scripts every page loads.
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: kitFormScripts, sideEffects: false }] } },
  },
  server: { proxy: { '/trpc': api, '/healthz': api, '/uploads': api } },
});
