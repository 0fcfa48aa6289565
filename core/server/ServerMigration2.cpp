// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 2: BM25 ranking. Chunk lengths, and per matter the chunk, token and per-lexeme counts,
/// kept exact by statement triggers in the writing transaction (the matter's row locked first, so
/// writers to one matter queue instead of deadlocking); a search counts only the matters it covers.
const char* const kMigration2 = R"SQL(
CREATE FUNCTION lmars.tsvector_tokens(tsvector) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT coalesce(sum(cardinality(positions)), 0)::int FROM unnest($1)
$f$;

-- Backfilling and counting the existing chunks must see every row, whoever runs the upgrade.
ALTER TABLE lmars.chunks NO FORCE ROW LEVEL SECURITY;
ALTER TABLE lmars.chunks ADD COLUMN token_count int GENERATED ALWAYS AS (lmars.tsvector_tokens(tsv)) STORED;

CREATE TABLE lmars.matter_stats (
  matter_id bigint PRIMARY KEY,
  chunks bigint NOT NULL,
  tokens bigint NOT NULL);
CREATE TABLE lmars.term_stats (
  matter_id bigint NOT NULL,
  lexeme text NOT NULL,
  chunks bigint NOT NULL,
  PRIMARY KEY (matter_id, lexeme));
INSERT INTO lmars.matter_stats SELECT matter_id, count(*), sum(token_count) FROM lmars.chunks GROUP BY 1;
INSERT INTO lmars.term_stats SELECT c.matter_id, u.lexeme, count(*) FROM lmars.chunks c, unnest(c.tsv) u GROUP BY 1, 2;
ALTER TABLE lmars.chunks FORCE ROW LEVEL SECURITY;

CREATE FUNCTION lmars.chunks_counted() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
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
  EXECUTE 'INSERT INTO lmars.matter_stats AS s (matter_id, chunks, tokens)'
    ' SELECT d.matter_id, sum(d.sign), sum(d.sign * d.token_count) FROM (' || delta || ') d GROUP BY 1 ORDER BY 1'
    ' ON CONFLICT (matter_id) DO UPDATE SET chunks = s.chunks + EXCLUDED.chunks, tokens = s.tokens + EXCLUDED.tokens';
  EXECUTE 'INSERT INTO lmars.term_stats AS t (matter_id, lexeme, chunks)'
    ' SELECT d.matter_id, u.lexeme, sum(d.sign) FROM (' || delta || ') d, unnest(d.tsv) u'
    ' GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1, 2'
    ' ON CONFLICT (matter_id, lexeme) DO UPDATE SET chunks = t.chunks + EXCLUDED.chunks';
  RETURN NULL;
END $f$;
CREATE TRIGGER chunks_count_insert AFTER INSERT ON lmars.chunks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lmars.chunks_counted();
CREATE TRIGGER chunks_count_delete AFTER DELETE ON lmars.chunks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lmars.chunks_counted();
CREATE TRIGGER chunks_count_update AFTER UPDATE ON lmars.chunks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lmars.chunks_counted();

-- Searching: BM25 as SQLite FTS5 computes it (k1 1.2, b 0.75, idf ln((N - n + 0.5) / (n + 0.5)) and at
-- least 1e-6, chunk length in tokens of title, headings and body), a term's frequency weighted title 3,
-- headings 2, body 1: ts_rank_cd of a one-lexeme query without normalisation sums the weights of the
-- lexeme's positions, here {D 1/3, B 2/3, A 1}, times 3. Chunks citing more of the query's references
-- rank first (cited: the phrase is in the chunk or, given a regular expression, it matches the heading
-- or body). The top k is exact and found without scoring every match: the first round scores all
-- chunks holding a rare term (the rarest terms while they hold at most 5000 chunks together, or the
-- library setting search_rare_budget), any two terms or a reference; a chunk it missed holds at most
-- one other term (besides terms so common that their idf is the floor), so it scores below that
-- term's idf * (k1 + 1) plus the floors. When that
-- bound is above the k-th score, a second round scores every chunk holding the rarest remaining terms
-- until the bound of the rest is not. Corpus statistics are those of the matters the search covers.
DROP FUNCTION lmars.search_chunks(regconfig, text, text[], date, bigint, int);
CREATE FUNCTION lmars.search_chunks(p_config regconfig, p_words text[], p_refs text[], p_ref_patterns text[],
                                    p_asof date, p_matter bigint, p_limit int)
RETURNS TABLE (id bigint, document_id bigint, ordinal int, body text, heading_path text, page int, start_offset int,
               end_offset int, title text, path text, valid_from text, valid_to text, score double precision,
               reference_matches int)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = lmars, pg_temp AS $f$
#variable_conflict use_column
DECLARE
  k1 CONSTANT float8 := 1.2;
  idf_floor CONSTANT float8 := 1e-6;
  rare_budget float8 := coalesce((SELECT v.value::float8 FROM lmars.library_settings v
                                   WHERE v.key = 'search_rare_budget'), 5000);
  v_scope bigint[] := lmars.visible_matters();
  v_rows float8;
  v_tokens float8;
  v_lexemes text[];
  v_df float8[];
  v_terms tsquery[] := '{}';
  v_idf float8[] := '{}';
  v_refs tsquery[] := '{}';
  v_ref_keys tsquery[] := '{}';
  v_patterns text[] := '{}';
  v_n int;
  v_k int := greatest(p_limit, 1);
  v_tf text := '';
  v_score text := '0';
  v_sql text;
  v_rare int := 0;
  v_held float8 := 0;
  v_first tsquery;
  v_second tsquery;
  v_ids bigint[] := '{}';
  v_ref_counts int[] := '{}';
  v_scores float8[] := '{}';
  v_more_ids bigint[];
  v_more_refs int[];
  v_more_scores float8[];
  v_theta float8;
  v_bound float8;
  v_full int;
  q tsquery;
BEGIN
  IF p_matter <> 0 THEN
    IF NOT (p_matter = ANY (v_scope)) THEN
      RETURN;
    END IF;
    v_scope := ARRAY[p_matter];
  END IF;
  SELECT coalesce(sum(s.chunks), 0), coalesce(sum(s.tokens), 0) INTO v_rows, v_tokens
    FROM lmars.matter_stats s WHERE s.matter_id = ANY (v_scope);
  IF v_rows <= 0 THEN
    RETURN;
  END IF;
  -- The query's lexemes that some chunk holds, rarest first.
  SELECT array_agg(x.lexeme ORDER BY x.df, x.lexeme), array_agg(x.df ORDER BY x.df, x.lexeme) INTO v_lexemes, v_df
    FROM (SELECT l.lexeme, (SELECT coalesce(sum(t.chunks), 0) FROM lmars.term_stats t
                             WHERE t.matter_id = ANY (v_scope) AND t.lexeme = l.lexeme)::float8 AS df
          FROM (SELECT DISTINCT u.lexeme FROM unnest(p_words) w, unnest(to_tsvector(p_config, w)) u) l) x
    WHERE x.df > 0;
  v_n := coalesce(array_length(v_lexemes, 1), 0);
  -- A reference is cited where its phrase is or, when it has a pattern, where the pattern matches
  -- (in a chunk holding the phrase's last lexeme, its number, which the index finds).
  FOR i IN 1 .. coalesce(array_length(p_refs, 1), 0) LOOP
    q := phraseto_tsquery(p_config, p_refs[i]);
    IF numnode(q) > 0 THEN
      v_refs := array_append(v_refs, q);
      v_patterns := array_append(v_patterns, coalesce(p_ref_patterns[i], ''));
      IF coalesce(p_ref_patterns[i], '') = '' THEN
        v_ref_keys := array_append(v_ref_keys, q);
      ELSE
        v_ref_keys := array_append(v_ref_keys,
          (SELECT ('''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
           FROM unnest(to_tsvector(p_config, p_refs[i])) u ORDER BY u.positions[1] DESC LIMIT 1));
      END IF;
    END IF;
  END LOOP;
  IF v_n = 0 AND cardinality(v_refs) = 0 THEN
    RETURN;
  END IF;
  FOR i IN 1 .. v_n LOOP
    v_terms := array_append(v_terms, ('''' || replace(replace(v_lexemes[i], '\', '\\'), '''', '''''') || '''')::tsquery);
    v_idf := array_append(v_idf, greatest(ln((v_rows - v_df[i] + 0.5) / (v_df[i] + 0.5)), idf_floor));
    v_tf := v_tf || format(', round(3 * ts_rank_cd(''{0.33333334, 0.5, 0.6666667, 1}'', c.tsv, $4[%s], 0)) AS tf%s', i, i);
    v_score := v_score || format(' + $5[%s] * f.tf%s * %s / (f.tf%s + f.norm)', i, i, k1 + 1, i);
    IF v_held + v_df[i] <= rare_budget THEN
      v_held := v_held + v_df[i];
      v_rare := i;
    END IF;
  END LOOP;
  v_sql := 'WITH f AS MATERIALIZED (SELECT c.id, (SELECT count(*) FROM unnest($7, $9, $10) r (q, k, p) WHERE CASE WHEN r.p = '''' THEN c.tsv @@ r.q'
    '  WHEN c.tsv @@ r.k THEN c.heading_path ~* r.p OR c.body ~* r.p ELSE false END)::int AS refs,'
    ' ' || k1 || ' * (0.25 + 0.75 * c.token_count / $6) AS norm' || v_tf ||
    ' FROM lmars.chunks c WHERE c.tsv @@ $1 AND c.matter_id = ANY ($2) AND ($3::date IS NULL OR c.validity @> $3::date)),'
    ' s AS (SELECT f.id, f.refs, (' || v_score || ')::float8 AS score FROM f ORDER BY 2 DESC, 3 DESC, 1 LIMIT $8)'
    ' SELECT coalesce(array_agg(s.id ORDER BY s.refs DESC, s.score DESC, s.id), ''{}''),'
    '  coalesce(array_agg(s.refs ORDER BY s.refs DESC, s.score DESC, s.id), ''{}''),'
    '  coalesce(array_agg(s.score ORDER BY s.refs DESC, s.score DESC, s.id), ''{}'') FROM s';

  -- First round: the rare terms, any two of the others (floored terms aside) and the references.
  FOR i IN 1 .. v_rare LOOP
    v_first := coalesce(v_first || v_terms[i], v_terms[i]);
  END LOOP;
  FOR i IN v_rare + 1 .. v_n LOOP
    EXIT WHEN v_idf[i] <= idf_floor;
    FOR j IN i + 1 .. v_n LOOP
      EXIT WHEN v_idf[j] <= idf_floor;
      v_first := coalesce(v_first || (v_terms[i] && v_terms[j]), v_terms[i] && v_terms[j]);
    END LOOP;
  END LOOP;
  FOR i IN 1 .. cardinality(v_ref_keys) LOOP
    v_first := coalesce(v_first || v_ref_keys[i], v_ref_keys[i]);
  END LOOP;
  IF v_first IS NOT NULL THEN
    EXECUTE v_sql INTO v_ids, v_ref_counts, v_scores
      USING v_first, v_scope, p_asof, v_terms, v_idf, v_tokens / v_rows, v_refs, v_k, v_ref_keys, v_patterns;
  END IF;

  -- The k-th result so far (null: fewer than k), then the second round's terms.
  v_theta := CASE WHEN cardinality(v_ids) < v_k THEN NULL
                  WHEN v_ref_counts[v_k] > 0 THEN 'Infinity'::float8 ELSE v_scores[v_k] END;
  v_full := v_rare;
  LOOP
    v_bound := 0;
    FOR i IN v_full + 1 .. v_n LOOP
      IF v_idf[i] > idf_floor THEN
        v_bound := greatest(v_bound, v_idf[i] * (k1 + 1));
      ELSE
        v_bound := v_bound + v_idf[i] * (k1 + 1);
      END IF;
    END LOOP;
    EXIT WHEN v_full >= v_n OR (v_theta IS NOT NULL AND v_bound <= v_theta);
    v_full := v_full + 1;
  END LOOP;
  IF v_full > v_rare THEN
    FOR i IN v_rare + 1 .. v_full LOOP
      v_second := coalesce(v_second || v_terms[i], v_terms[i]);
    END LOOP;
    EXECUTE v_sql INTO v_more_ids, v_more_refs, v_more_scores
      USING v_second, v_scope, p_asof, v_terms, v_idf, v_tokens / v_rows, v_refs, v_k, v_ref_keys, v_patterns;
    SELECT coalesce(array_agg(m.id ORDER BY m.refs DESC, m.score DESC, m.id), '{}'),
           coalesce(array_agg(m.refs ORDER BY m.refs DESC, m.score DESC, m.id), '{}'),
           coalesce(array_agg(m.score ORDER BY m.refs DESC, m.score DESC, m.id), '{}')
      INTO v_ids, v_ref_counts, v_scores
      FROM (SELECT DISTINCT u.id, u.refs, u.score FROM (
              SELECT * FROM unnest(v_ids, v_ref_counts, v_scores) a (id, refs, score)
              UNION ALL SELECT * FROM unnest(v_more_ids, v_more_refs, v_more_scores) b (id, refs, score)) u
            ORDER BY u.refs DESC, u.score DESC, u.id LIMIT v_k) m;
  END IF;

  RETURN QUERY
    SELECT c.id, c.document_id, c.ordinal, c.body, c.heading_path, c.page, c.start_offset, c.end_offset,
           d.title, d.path, coalesce(lower(d.validity)::text, ''), coalesce((upper(d.validity) - 1)::text, ''),
           r.score, r.refs
    FROM unnest(v_ids, v_ref_counts, v_scores) AS r (id, refs, score)
    JOIN lmars.chunks c ON c.id = r.id JOIN lmars.documents d ON d.id = c.document_id
    ORDER BY r.refs DESC, r.score DESC, r.id;
END $f$;

REVOKE ALL ON lmars.matter_stats, lmars.term_stats FROM PUBLIC;
REVOKE ALL ON FUNCTION lmars.chunks_counted(), lmars.tsvector_tokens(tsvector),
  lmars.search_chunks(regconfig, text[], text[], text[], date, bigint, int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION lmars.tsvector_tokens(tsvector),
  lmars.search_chunks(regconfig, text[], text[], text[], date, bigint, int) TO lmars_user;
)SQL";

} // namespace lmars::store::server_migrations
