import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** In development the API runs separately (npm start, port 3000); in production the server serves dist/. */
const api = 'http://localhost:3000';

const kitFormScripts = /web-kit[\\/]src[\\/](forms|account)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every file, which the server sends as they are; not of the page, which the
    // server sends with a new script nonce each time, nor of the manifest, which only the server reads.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /manifest\.json$/] }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks a lazy page needs, for the server to name in a page that opens on it.
    manifest: true,
    // The kit's form scripts only declare things. Told so, the bundler leaves react-hook-form, which only lazy
    // pages use through the kit's index, out of the scripts every page loads.
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: kitFormScripts, sideEffects: false }] } },
  },
  // The test-mode gateway answers the browser on the shop's server, as a real gateway's servers would.
  server: { proxy: { '/trpc': api, '/healthz': api, '/uploads': api, '/test-gateway': api } },
});
