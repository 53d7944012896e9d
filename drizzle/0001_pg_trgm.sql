-- Trigram matching for misspelling-tolerant product search (ships with PostgreSQL's contrib
-- modules and with PGlite, which loads it as an extension in lib/server/db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
