// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 8: the statistics of an inserted batch counted by PostgreSQL's own tsvector statistics
/// (ts_stat, one pass in C over the batch's tsvectors) instead of unnesting every (chunk, lexeme)
/// row and grouping them in SQL, and no per-row work left that nothing reads:
/// - chunks.token_count (a generated column calling lmars.tsvector_tokens() for every row) and
///   matter_stats.tokens go; the ranking reads wdf_tokens since migration 4;
/// - the GiST index on chunks.validity goes: searches filter by validity inside the segments;
/// - term_stats leaves room on its pages, so that adding to a term's count is a HOT update that
///   does not touch its index.
/// - a chunk's row is not compressed unless it exceeds a page (pglz on the rows just over 2 KB).
/// ts_stat reads the inserted chunks back by id (a transition table is not visible to the query it
/// runs); deletions and updates are counted from their transition tables as before, their rows
/// being gone. A lexeme without positions (only raw SQL writes one) now counts 1 towards the wdf
/// sum, as the segments count it, so the sums are recounted once here.
const char* const kMigration8 = R"SQL(
CREATE OR REPLACE FUNCTION lmars.tsvector_wdf_length(tsvector) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT coalesce(sum(CASE WHEN u.weights IS NULL THEN 1 ELSE cardinality(u.weights)
    + 2 * cardinality(array_positions(u.weights, 'A')) + cardinality(array_positions(u.weights, 'B')) END), 0)::bigint
  FROM unnest($1) u
$f$;

CREATE OR REPLACE FUNCTION lmars.chunks_counted() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
DECLARE
  delta text;
  m record;
  q text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- The matters' rows first: writers to one matter queue there, so their term rows (keyed by
    -- matter) need no order of their own.
    INSERT INTO lmars.matter_stats AS s (matter_id, chunks, wdf_tokens)
      SELECT DISTINCT n.matter_id, 0, 0 FROM new_rows n ORDER BY 1
      ON CONFLICT (matter_id) DO UPDATE SET chunks = s.chunks;
    FOR m IN SELECT n.matter_id, count(*) AS chunks, array_agg(n.id) AS ids FROM new_rows n GROUP BY 1 ORDER BY 1 LOOP
      -- Per lexeme its chunks (ndoc) and occurrences (nentry, 1 without positions); the wdf sum is
      -- every occurrence once, title (A) ones twice more and heading (B) ones once more.
      q := format('SELECT tsv FROM lmars.chunks WHERE id = ANY (%L::bigint[])', m.ids);
      WITH w AS MATERIALIZED (SELECT x.word, x.ndoc, x.nentry FROM ts_stat(q) x),
           u AS (UPDATE lmars.matter_stats s SET chunks = s.chunks + m.chunks,
                   wdf_tokens = s.wdf_tokens + (SELECT coalesce(sum(w.nentry), 0) FROM w)
                     + 2 * (SELECT coalesce(sum(a.nentry), 0) FROM ts_stat(q, 'A') a)
                     + (SELECT coalesce(sum(b.nentry), 0) FROM ts_stat(q, 'B') b)
                 WHERE s.matter_id = m.matter_id RETURNING 1)
      INSERT INTO lmars.term_stats AS t (matter_id, lexeme, chunks)
        SELECT m.matter_id, w.word, w.ndoc FROM w
        ON CONFLICT (matter_id, lexeme) DO UPDATE SET chunks = t.chunks + EXCLUDED.chunks;
    END LOOP;
    RETURN NULL;
  END IF;
  -- The statement's chunks with -1 (deleted) or, for an update that changes what is counted, -1
  -- for the old row and +1 for the new one.
  delta := CASE TG_OP
    WHEN 'DELETE' THEN 'SELECT o.matter_id, o.tsv, -1 AS sign FROM old_rows o'
    ELSE 'SELECT x.* FROM old_rows o JOIN new_rows n ON n.id = o.id'
         ' CROSS JOIN LATERAL (VALUES (o.matter_id, o.tsv, -1), (n.matter_id, n.tsv, 1)) x (matter_id, tsv, sign)'
         ' WHERE o.tsv IS DISTINCT FROM n.tsv OR o.matter_id <> n.matter_id' END;
  EXECUTE 'INSERT INTO lmars.matter_stats AS s (matter_id, chunks, wdf_tokens)'
    ' SELECT DISTINCT d.matter_id, 0, 0 FROM (' || delta || ') d ORDER BY 1'
    ' ON CONFLICT (matter_id) DO UPDATE SET chunks = s.chunks';
  EXECUTE 'WITH d AS MATERIALIZED (' || delta || '),'
    ' l AS MATERIALIZED (SELECT d.matter_id, d.sign, u.lexeme, CASE WHEN u.weights IS NULL THEN 1'
    '   ELSE cardinality(u.weights) + 2 * cardinality(array_positions(u.weights, ''A''))'
    '   + cardinality(array_positions(u.weights, ''B'')) END AS wdf FROM d, unnest(d.tsv) u),'
    ' m AS (INSERT INTO lmars.matter_stats AS s (matter_id, chunks, wdf_tokens)'
    '   SELECT c.matter_id, c.chunks, coalesce(w.wdf, 0) FROM'
    '   (SELECT d.matter_id, sum(d.sign) AS chunks FROM d GROUP BY 1) c'
    '   LEFT JOIN (SELECT l.matter_id, sum(l.sign * l.wdf) AS wdf FROM l GROUP BY 1) w ON w.matter_id = c.matter_id'
    '   ORDER BY 1'
    '   ON CONFLICT (matter_id) DO UPDATE SET chunks = s.chunks + EXCLUDED.chunks,'
    '    wdf_tokens = s.wdf_tokens + EXCLUDED.wdf_tokens RETURNING 1)'
    ' INSERT INTO lmars.term_stats AS t (matter_id, lexeme, chunks)'
    ' SELECT l.matter_id, l.lexeme, sum(l.sign) FROM l GROUP BY 1, 2 HAVING sum(l.sign) <> 0 ORDER BY 1, 2'
    ' ON CONFLICT (matter_id, lexeme) DO UPDATE SET chunks = t.chunks + EXCLUDED.chunks';
  RETURN NULL;
END $f$;

ALTER TABLE lmars.chunks DROP COLUMN IF EXISTS token_count;
DROP FUNCTION IF EXISTS lmars.tsvector_tokens(tsvector);
ALTER TABLE lmars.matter_stats DROP COLUMN IF EXISTS tokens;
DROP INDEX IF EXISTS lmars.chunks_validity;
ALTER TABLE lmars.term_stats SET (fillfactor = 70);
-- A chunk's row (text and tsvector, about 1.7 KB) is stored as it is: compressing the rows just over
-- 2 KB cost more than the space it saved.
ALTER TABLE lmars.chunks SET (toast_tuple_target = 8160);

-- Every chunk counts, whoever runs the upgrade.
ALTER TABLE lmars.chunks NO FORCE ROW LEVEL SECURITY;
UPDATE lmars.matter_stats s SET wdf_tokens = x.wdf FROM (
  SELECT z.matter_id, (SELECT coalesce(sum(a.nentry), 0) FROM ts_stat(z.q) a)
    + 2 * (SELECT coalesce(sum(b.nentry), 0) FROM ts_stat(z.q, 'A') b)
    + (SELECT coalesce(sum(c.nentry), 0) FROM ts_stat(z.q, 'B') c) AS wdf
  FROM (SELECT t.matter_id, format('SELECT tsv FROM lmars.chunks WHERE matter_id = %s', t.matter_id) AS q
        FROM lmars.matter_stats t) z) x
  WHERE x.matter_id = s.matter_id AND x.wdf <> s.wdf_tokens;
ALTER TABLE lmars.chunks FORCE ROW LEVEL SECURITY;
)SQL";

} // namespace lmars::store::server_migrations
