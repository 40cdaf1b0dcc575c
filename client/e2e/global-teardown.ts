import { rmSync } from 'node:fs';

// Drops the run's throwaway database directory. Playwright stops the web
// server right after this; unlinking its open SQLite file is harmless.
export default function globalTeardown(): void {
  const dir = process.env.E2E_DB_DIR;
  if (dir && dir.includes('casefront-e2e-')) rmSync(dir, { recursive: true, force: true });
}
