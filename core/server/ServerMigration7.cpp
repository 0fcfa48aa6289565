// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 7: cheaper statistics for bulk writes (a push writes a batch of documents' chunks in
/// one statement, so the statement triggers count a batch at once). The counting trigger of
/// migration 4 read the statement's rows twice and called lmars.tsvector_wdf_length() once per
/// chunk, which unnested every lexeme's weights again in a function call; now the rows are read
/// once, each lexeme unnested once, and a lexeme's wdf (title A 3, headings B 2, else 1 per
/// occurrence) comes from counting its weights in the same pass. The matters' rows are locked
/// first, as before. What is counted is unchanged, so the statistics an upgraded server holds stay
/// exact without recounting.
const char* const kMigration7 = R"SQL(
CREATE OR REPLACE FUNCTION lmars.chunks_counted() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
DECLARE
  delta text;
BEGIN
  -- The statement's chunks with +1 (inserted) or -1 (deleted); an update counts as both when it
  -- changes what is counted.
  delta := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.matter_id, n.tsv, n.token_count, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.matter_id, o.tsv, o.token_count, -1 AS sign FROM old_rows o'
    ELSE 'SELECT x.* FROM old_rows o JOIN new_rows n ON n.id = o.id'
         ' CROSS JOIN LATERAL (VALUES (o.matter_id, o.tsv, o.token_count, -1), (n.matter_id, n.tsv, n.token_count, 1))'
         '  x (matter_id, tsv, token_count, sign)'
         ' WHERE o.tsv IS DISTINCT FROM n.tsv OR o.matter_id <> n.matter_id' END;
  -- The matters' rows first, as before, so that writers to one matter queue there instead of
  -- locking term rows in different orders; then the counts in one statement.
  EXECUTE 'INSERT INTO lmars.matter_stats AS s (matter_id, chunks, tokens, wdf_tokens)'
    ' SELECT DISTINCT d.matter_id, 0, 0, 0 FROM (' || delta || ') d ORDER BY 1'
    ' ON CONFLICT (matter_id) DO UPDATE SET chunks = s.chunks';
  EXECUTE 'WITH d AS MATERIALIZED (' || delta || '),'
    ' l AS MATERIALIZED (SELECT d.matter_id, d.sign, u.lexeme, cardinality(u.weights)'
    '   + 2 * cardinality(array_positions(u.weights, ''A'')) + cardinality(array_positions(u.weights, ''B'')) AS wdf'
    '   FROM d, unnest(d.tsv) u),'
    ' m AS (INSERT INTO lmars.matter_stats AS s (matter_id, chunks, tokens, wdf_tokens)'
    '   SELECT c.matter_id, c.chunks, c.tokens, coalesce(w.wdf, 0) FROM'
    '   (SELECT d.matter_id, sum(d.sign) AS chunks, sum(d.sign * d.token_count) AS tokens FROM d GROUP BY 1) c'
    '   LEFT JOIN (SELECT l.matter_id, sum(l.sign * l.wdf) AS wdf FROM l GROUP BY 1) w ON w.matter_id = c.matter_id'
    '   ORDER BY 1'
    '   ON CONFLICT (matter_id) DO UPDATE SET chunks = s.chunks + EXCLUDED.chunks, tokens = s.tokens + EXCLUDED.tokens,'
    '    wdf_tokens = s.wdf_tokens + EXCLUDED.wdf_tokens RETURNING 1)'
    ' INSERT INTO lmars.term_stats AS t (matter_id, lexeme, chunks)'
    ' SELECT l.matter_id, l.lexeme, sum(l.sign) FROM l GROUP BY 1, 2 HAVING sum(l.sign) <> 0 ORDER BY 1, 2'
    ' ON CONFLICT (matter_id, lexeme) DO UPDATE SET chunks = t.chunks + EXCLUDED.chunks';
  RETURN NULL;
END $f$;
)SQL";

} // namespace lmars::store::server_migrations
