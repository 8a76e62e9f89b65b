-- Prisma's WebAssembly schema engine cannot describe CHECK constraints: it panics reading them, which broke the
-- drift test (scripts/test/migrations.test.mjs) and `node scripts/db.mjs migrate --create` for every later migration.
-- The rules they held are the domain's (LevelSettingsSchema: the level list, threshold and unit set together), checked
-- on every write by the API's schema (decision 0036).
ALTER TABLE "exception_settings" DROP CONSTRAINT IF EXISTS "exception_settings_level_check";
ALTER TABLE "exception_settings" DROP CONSTRAINT IF EXISTS "exception_settings_key_out_check";
