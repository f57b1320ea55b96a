import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --name <what>` writes the next SQL migration; the server applies
// every file of that folder on start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
})
