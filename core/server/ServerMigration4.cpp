// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 4: the search index of each matter as segments of the in-house engine (SegmentBuilder's
/// docs blob and one postings blob per term, written by the client that writes the chunks, in the
/// same transaction), chunks removed since a segment was built as tombstones (kept by a trigger,
/// whoever deletes), and the engine's chunk length (the wdf sum: title 3, headings 2, body 1 per
/// occurrence) summed per matter beside the other statistics. Row-level security on the new tables
/// is that of the chunks: a walled user reads no segment, posting or tombstone of the matter. The
/// SQL ranking of migration 2 (lmars.search_chunks) and its GIN index go.
const char* const kMigration4 = R"SQL(
CREATE FUNCTION lmars.tsvector_wdf_length(tsvector) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT coalesce(sum(CASE w WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END), 0)::bigint
  FROM unnest($1) u, unnest(u.weights) w
$f$;

ALTER TABLE lmars.matter_stats ADD COLUMN wdf_tokens bigint NOT NULL DEFAULT 0;
ALTER TABLE lmars.chunks NO FORCE ROW LEVEL SECURITY;
UPDATE lmars.matter_stats s SET wdf_tokens = coalesce((SELECT sum(lmars.tsvector_wdf_length(c.tsv))
                                                       FROM lmars.chunks c WHERE c.matter_id = s.matter_id), 0);
ALTER TABLE lmars.chunks FORCE ROW LEVEL SECURITY;

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
  EXECUTE 'INSERT INTO lmars.matter_stats AS s (matter_id, chunks, tokens, wdf_tokens)'
    ' SELECT d.matter_id, sum(d.sign), sum(d.sign * d.token_count), sum(d.sign * lmars.tsvector_wdf_length(d.tsv))'
    ' FROM (' || delta || ') d GROUP BY 1 ORDER BY 1'
    ' ON CONFLICT (matter_id) DO UPDATE SET chunks = s.chunks + EXCLUDED.chunks, tokens = s.tokens + EXCLUDED.tokens,'
    '  wdf_tokens = s.wdf_tokens + EXCLUDED.wdf_tokens';
  EXECUTE 'INSERT INTO lmars.term_stats AS t (matter_id, lexeme, chunks)'
    ' SELECT d.matter_id, u.lexeme, sum(d.sign) FROM (' || delta || ') d, unnest(d.tsv) u'
    ' GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1, 2'
    ' ON CONFLICT (matter_id, lexeme) DO UPDATE SET chunks = t.chunks + EXCLUDED.chunks';
  RETURN NULL;
END $f$;

CREATE TABLE lmars.index_segments (
  id bigserial PRIMARY KEY,
  matter_id bigint NOT NULL REFERENCES lmars.matters,
  level int NOT NULL DEFAULT 0,
  chunk_count int NOT NULL,
  docs bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by name NOT NULL DEFAULT session_user);
CREATE INDEX index_segments_matter ON lmars.index_segments (matter_id, level);
CREATE TABLE lmars.index_postings (
  matter_id bigint NOT NULL,
  segment_id bigint NOT NULL REFERENCES lmars.index_segments ON DELETE CASCADE,
  term text NOT NULL,
  df int NOT NULL,
  blob bytea NOT NULL,
  PRIMARY KEY (term, matter_id, segment_id));
CREATE INDEX index_postings_segment ON lmars.index_postings (segment_id);
-- The blobs are compressed already: stored without pglz, so that reading them costs no decompression.
ALTER TABLE lmars.index_segments ALTER COLUMN docs SET STORAGE EXTERNAL;
ALTER TABLE lmars.index_postings ALTER COLUMN blob SET STORAGE EXTERNAL;
CREATE TABLE lmars.index_dead (
  matter_id bigint NOT NULL,
  chunk_id bigint NOT NULL,
  PRIMARY KEY (matter_id, chunk_id));

-- A deleted chunk (its document removed or replaced, by any path) is a tombstone until a merge
-- drops it from the segment that holds it.
CREATE FUNCTION lmars.chunks_buried() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
BEGIN
  INSERT INTO lmars.index_dead (matter_id, chunk_id) SELECT o.matter_id, o.id FROM old_rows o
    ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $f$;
CREATE TRIGGER chunks_bury AFTER DELETE ON lmars.chunks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lmars.chunks_buried();
-- What a segment holds of a chunk does not change: its text, matter and validity are fixed once
-- written (a new validity writes the chunks again, see ServerLibraryBackend::setValidity).
CREATE FUNCTION lmars.chunks_fixed() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF NEW.tsv IS DISTINCT FROM OLD.tsv OR NEW.matter_id <> OLD.matter_id OR NEW.validity <> OLD.validity THEN
    RAISE EXCEPTION 'indexed chunks are not updated in place; write them again' USING ERRCODE = 'feature_not_supported';
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER chunks_fixed BEFORE UPDATE ON lmars.chunks FOR EACH ROW EXECUTE FUNCTION lmars.chunks_fixed();

ALTER TABLE lmars.index_segments ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.index_segments FORCE ROW LEVEL SECURITY;
CREATE POLICY index_segments_visible ON lmars.index_segments
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));
ALTER TABLE lmars.index_postings ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.index_postings FORCE ROW LEVEL SECURITY;
CREATE POLICY index_postings_visible ON lmars.index_postings
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));
ALTER TABLE lmars.index_dead ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.index_dead FORCE ROW LEVEL SECURITY;
CREATE POLICY index_dead_visible ON lmars.index_dead
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));

-- The collection statistics of a search: the matters it covers (the one named if visible, else
-- every visible one), their live chunks and wdf sum, and per lexeme of each word its chunk count;
-- one row per (word, lexeme), or one row without either. Walled matters never count (clients cannot
-- read the statistics tables).
CREATE FUNCTION lmars.index_stats(p_config regconfig, p_words text[], p_matter bigint)
RETURNS TABLE (scope text, chunks bigint, wdf_tokens bigint, word text, lexeme text, df bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 8 SET search_path = lmars, pg_temp AS $f$
#variable_conflict use_column
DECLARE
  v_scope bigint[] := lmars.visible_matters();
  v_chunks bigint;
  v_tokens bigint;
BEGIN
  IF p_matter <> 0 THEN
    v_scope := CASE WHEN p_matter = ANY (v_scope) THEN ARRAY[p_matter] ELSE '{}'::bigint[] END;
  END IF;
  SELECT coalesce(sum(s.chunks), 0), coalesce(sum(s.wdf_tokens), 0) INTO v_chunks, v_tokens
    FROM lmars.matter_stats s WHERE s.matter_id = ANY (v_scope);
  RETURN QUERY
    SELECT v_scope::text, v_chunks, v_tokens, x.word, x.lexeme, x.df
    FROM (VALUES (1)) one (n) LEFT JOIN (
      SELECT w.word, u.lexeme, (SELECT coalesce(sum(t.chunks), 0) FROM lmars.term_stats t
                                 WHERE t.matter_id = ANY (v_scope) AND t.lexeme = u.lexeme)::bigint AS df
      FROM unnest(p_words) w (word), unnest(to_tsvector(p_config, w.word)) u) x ON true;
END $f$;

-- The SQL ranking of migration 2 and its candidate index are replaced by the segments: a GIN index
-- kept up to date for nothing would cost every write (the tsvector stays: segments and statistics
-- are built from it).
DROP FUNCTION lmars.search_chunks(regconfig, text[], text[], text[], date, bigint, int);
DROP INDEX lmars.chunks_tsv;
DELETE FROM lmars.library_settings WHERE key = 'search_rare_budget';

REVOKE ALL ON lmars.index_segments, lmars.index_postings, lmars.index_dead FROM PUBLIC;
REVOKE ALL ON FUNCTION lmars.tsvector_wdf_length(tsvector), lmars.chunks_buried(), lmars.chunks_fixed(),
  lmars.index_stats(regconfig, text[], bigint) FROM PUBLIC;
GRANT SELECT, INSERT, DELETE ON lmars.index_segments, lmars.index_postings TO lmars_user;
GRANT SELECT, DELETE ON lmars.index_dead TO lmars_user;
GRANT USAGE ON SEQUENCE lmars.index_segments_id_seq TO lmars_user;
GRANT EXECUTE ON FUNCTION lmars.index_stats(regconfig, text[], bigint) TO lmars_user;
)SQL";

} // namespace lmars::store::server_migrations
