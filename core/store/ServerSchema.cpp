// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSchema.h"

#include "PgConnection.h"
#include "StoreLog.h"

#include <algorithm>

namespace lmars::store {

namespace {

/// Key of the advisory lock that serialises schema upgrades.
constexpr const char* kUpgradeLock = "7324581";

/// Migration 1: everything. Statements run in one transaction.
const char* const kMigration1 = R"SQL(
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lmars_user') THEN CREATE ROLE lmars_user NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lmars_admin') THEN CREATE ROLE lmars_admin NOLOGIN; END IF;
END $$;
GRANT lmars_user TO lmars_admin;

CREATE SCHEMA lmars;
REVOKE ALL ON SCHEMA lmars FROM PUBLIC;
GRANT USAGE ON SCHEMA lmars TO lmars_user;

CREATE TABLE lmars.library_settings (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE lmars.matters (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by name NOT NULL DEFAULT session_user);
CREATE TABLE lmars.memberships (
  matter_id bigint NOT NULL REFERENCES lmars.matters ON DELETE CASCADE,
  role_name name NOT NULL,
  PRIMARY KEY (matter_id, role_name));
CREATE TABLE lmars.walls (
  matter_id bigint NOT NULL REFERENCES lmars.matters ON DELETE CASCADE,
  role_name name NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by name NOT NULL DEFAULT session_user,
  PRIMARY KEY (matter_id, role_name));

-- The matters the logged-in user may see: member and not walled. SECURITY DEFINER so that users
-- need no access to memberships and walls; session_user so that SET ROLE cannot borrow another
-- role's matters.
CREATE FUNCTION lmars.visible_matters() RETURNS bigint[] LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
  SELECT coalesce(array_agg(m.matter_id), '{}') FROM lmars.memberships m
  WHERE m.role_name = session_user
    AND NOT EXISTS (SELECT 1 FROM lmars.walls w WHERE w.matter_id = m.matter_id AND w.role_name = session_user)
$f$;
CREATE FUNCTION lmars.is_admin() RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
  SELECT pg_has_role(session_user, 'lmars_admin', 'MEMBER')
$f$;

CREATE TABLE lmars.documents (
  id bigserial PRIMARY KEY,
  matter_id bigint NOT NULL REFERENCES lmars.matters,
  path text NOT NULL,
  hash text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  mtime bigint NOT NULL DEFAULT 0,
  title text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT '',
  page_count int NOT NULL DEFAULT 0,
  validity daterange NOT NULL DEFAULT '(,)',
  chunk_count int NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL DEFAULT now(),
  added_by name NOT NULL DEFAULT session_user,
  UNIQUE (matter_id, hash));
CREATE INDEX documents_validity ON lmars.documents USING gist (validity);
CREATE INDEX documents_path ON lmars.documents (matter_id, path);

CREATE TABLE lmars.chunks (
  id bigserial PRIMARY KEY,
  document_id bigint NOT NULL REFERENCES lmars.documents ON DELETE CASCADE,
  matter_id bigint NOT NULL,
  ordinal int NOT NULL,
  heading_path text NOT NULL DEFAULT '',
  body text NOT NULL,
  page int NOT NULL DEFAULT 0,
  start_offset int NOT NULL DEFAULT 0,
  end_offset int NOT NULL DEFAULT 0,
  validity daterange NOT NULL DEFAULT '(,)',
  tsv tsvector NOT NULL,
  UNIQUE (document_id, ordinal));
CREATE INDEX chunks_tsv ON lmars.chunks USING gin (tsv);
CREATE INDEX chunks_validity ON lmars.chunks USING gist (validity);
CREATE INDEX chunks_matter ON lmars.chunks (matter_id);

CREATE TABLE lmars.sessions (
  id text PRIMARY KEY,
  matter_id bigint NOT NULL REFERENCES lmars.matters,
  owner name NOT NULL DEFAULT session_user,
  question text NOT NULL,
  mode text NOT NULL,
  status text NOT NULL,
  started_at text NOT NULL DEFAULT '',
  finished_at text NOT NULL DEFAULT '',
  answer_preview text NOT NULL DEFAULT '',
  trajectory jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX sessions_matter ON lmars.sessions (matter_id, updated_at DESC);
CREATE TABLE lmars.session_events (
  session_id text NOT NULL REFERENCES lmars.sessions ON DELETE CASCADE,
  matter_id bigint NOT NULL,
  seq int NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, seq));

CREATE TABLE lmars.audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  role_name name NOT NULL DEFAULT session_user,
  matter_id bigint,
  action text NOT NULL CHECK (action IN ('search', 'document_read', 'document_add', 'session_view',
    'session_save', 'export', 'wall_add', 'wall_remove', 'member_add', 'member_remove', 'matter_create')),
  detail text NOT NULL DEFAULT '');
CREATE INDEX audit_at ON lmars.audit (at);

-- Append only: no role updates, deletes or truncates audit rows (the owner included).
CREATE FUNCTION lmars.audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END $f$;
CREATE TRIGGER audit_no_update BEFORE UPDATE OR DELETE ON lmars.audit
  FOR EACH ROW EXECUTE FUNCTION lmars.audit_is_append_only();
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON lmars.audit
  FOR EACH STATEMENT EXECUTE FUNCTION lmars.audit_is_append_only();

-- Clients append through this function only: the user and the time are the server's, not the client's.
CREATE FUNCTION lmars.record(p_action text, p_matter bigint, p_detail text) RETURNS void LANGUAGE sql
SECURITY DEFINER SET search_path = lmars, pg_temp AS $f$
  INSERT INTO lmars.audit (role_name, matter_id, action, detail) VALUES (session_user, p_matter, p_action, coalesce(p_detail, ''))
$f$;

CREATE FUNCTION lmars.walls_audited() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lmars.audit (role_name, matter_id, action, detail) VALUES (session_user, NEW.matter_id, 'wall_add', NEW.role_name);
    RETURN NEW;
  END IF;
  INSERT INTO lmars.audit (role_name, matter_id, action, detail) VALUES (session_user, OLD.matter_id, 'wall_remove', OLD.role_name);
  RETURN OLD;
END $f$;
CREATE TRIGGER walls_audit AFTER INSERT OR DELETE ON lmars.walls FOR EACH ROW EXECUTE FUNCTION lmars.walls_audited();

CREATE FUNCTION lmars.memberships_audited() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lmars.audit (role_name, matter_id, action, detail) VALUES (session_user, NEW.matter_id, 'member_add', NEW.role_name);
    RETURN NEW;
  END IF;
  INSERT INTO lmars.audit (role_name, matter_id, action, detail) VALUES (session_user, OLD.matter_id, 'member_remove', OLD.role_name);
  RETURN OLD;
END $f$;
CREATE TRIGGER memberships_audit AFTER INSERT OR DELETE ON lmars.memberships FOR EACH ROW EXECUTE FUNCTION lmars.memberships_audited();

CREATE FUNCTION lmars.matters_audited() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
BEGIN
  INSERT INTO lmars.audit (role_name, matter_id, action, detail) VALUES (session_user, NEW.id, 'matter_create', NEW.name);
  RETURN NEW;
END $f$;
CREATE TRIGGER matters_audit AFTER INSERT ON lmars.matters FOR EACH ROW EXECUTE FUNCTION lmars.matters_audited();

-- Row-level security: enforced by the database for every role but superusers (FORCE: the owner too).
ALTER TABLE lmars.matters ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.matters FORCE ROW LEVEL SECURITY;
CREATE POLICY matters_visible ON lmars.matters FOR SELECT
  USING (lmars.is_admin() OR id = ANY ((SELECT lmars.visible_matters())::bigint[]));
CREATE POLICY matters_admin ON lmars.matters FOR INSERT WITH CHECK (lmars.is_admin());

ALTER TABLE lmars.memberships ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.memberships FORCE ROW LEVEL SECURITY;
CREATE POLICY memberships_admin ON lmars.memberships USING (lmars.is_admin()) WITH CHECK (lmars.is_admin());
CREATE POLICY memberships_own ON lmars.memberships FOR SELECT USING (role_name = session_user);

ALTER TABLE lmars.walls ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.walls FORCE ROW LEVEL SECURITY;
CREATE POLICY walls_admin ON lmars.walls USING (lmars.is_admin()) WITH CHECK (lmars.is_admin());

ALTER TABLE lmars.documents ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.documents FORCE ROW LEVEL SECURITY;
CREATE POLICY documents_visible ON lmars.documents
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));
ALTER TABLE lmars.chunks ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.chunks FORCE ROW LEVEL SECURITY;
CREATE POLICY chunks_visible ON lmars.chunks
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));
ALTER TABLE lmars.sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.sessions FORCE ROW LEVEL SECURITY;
CREATE POLICY sessions_visible ON lmars.sessions
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));
ALTER TABLE lmars.session_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.session_events FORCE ROW LEVEL SECURITY;
CREATE POLICY session_events_visible ON lmars.session_events
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));
ALTER TABLE lmars.audit ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.audit FORCE ROW LEVEL SECURITY;
CREATE POLICY audit_admin_reads ON lmars.audit FOR SELECT USING (lmars.is_admin());

-- Full-text search over the chunks the user may see. SECURITY DEFINER and an explicit visibility
-- filter (the same rule as the row-level security policies, from session_user) because a policy's
-- qualifier must run before the non-leakproof @@ operator, which keeps the planner off the GIN index;
-- EXECUTE plans each search with its values.
CREATE FUNCTION lmars.search_chunks(p_config regconfig, p_query text, p_refs text[], p_asof date, p_matter bigint,
                                    p_limit int)
RETURNS TABLE (id bigint, document_id bigint, ordinal int, body text, heading_path text, page int, start_offset int,
               end_offset int, title text, path text, valid_from text, valid_to text, score double precision)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = lmars, pg_temp AS $f$
BEGIN
  RETURN QUERY EXECUTE
    'WITH hits AS MATERIALIZED (SELECT c.* FROM lmars.chunks c WHERE c.tsv @@ websearch_to_tsquery($1, $2)'
    '   AND c.matter_id = ANY ($6) AND ($4::date IS NULL OR c.validity @> $4::date)'
    '   AND ($5::bigint = 0 OR c.matter_id = $5::bigint))'
    ' SELECT h.id, h.document_id, h.ordinal, h.body, h.heading_path, h.page, h.start_offset, h.end_offset,'
    '  d.title, d.path, coalesce(lower(d.validity)::text, ''''), coalesce((upper(d.validity) - 1)::text, ''''),'
    '  (ts_rank_cd(''{0.1, 0.2, 0.4, 1.0}'', h.tsv, websearch_to_tsquery($1, $2), 1)'
    '   + (SELECT count(*) FROM unnest($3) r WHERE h.tsv @@ phraseto_tsquery($1, r)))::double precision'
    ' FROM hits h JOIN lmars.documents d ON d.id = h.document_id ORDER BY 13 DESC, 1 LIMIT $7'
  USING p_config, p_query, p_refs, p_asof, p_matter, lmars.visible_matters(), p_limit;
END $f$;

-- Privileges: users read and write the library and sessions (rows filtered above); admins manage
-- matters, memberships and walls and read the audit; nobody but the owner writes the audit, and
-- only through lmars.record() and the triggers.
REVOKE ALL ON ALL TABLES IN SCHEMA lmars FROM PUBLIC;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA lmars FROM PUBLIC;
GRANT EXECUTE ON FUNCTION lmars.visible_matters(), lmars.is_admin(), lmars.record(text, bigint, text),
  lmars.search_chunks(regconfig, text, text[], date, bigint, int) TO lmars_user;
GRANT SELECT ON lmars.library_settings, lmars.matters, lmars.memberships TO lmars_user;
GRANT SELECT, INSERT, UPDATE, DELETE ON lmars.documents, lmars.chunks, lmars.sessions, lmars.session_events TO lmars_user;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA lmars TO lmars_user;
GRANT INSERT ON lmars.matters TO lmars_admin;
GRANT INSERT, DELETE ON lmars.memberships, lmars.walls TO lmars_admin;
GRANT SELECT ON lmars.walls, lmars.audit TO lmars_admin;

CREATE TABLE lmars.schema_version (version int NOT NULL);
GRANT SELECT ON lmars.schema_version TO lmars_user;
INSERT INTO lmars.schema_version VALUES (0);
)SQL";

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

/// The migrations in order; migration i takes the schema from version i to i + 1.
const char* const kMigrations[] = {kMigration1, kMigration2};
static_assert(sizeof(kMigrations) / sizeof(kMigrations[0]) == ServerSchema::kVersion);

Error newerSchema(int found)
{
    return Error(ErrorKind::Configuration,
                 ServerSchema::tr("The firm server's schema is version %1, newer than this version of L-MARS "
                                  "understands (%2). Update L-MARS on this computer before using the server.")
                     .arg(found)
                     .arg(ServerSchema::kVersion));
}

} // namespace

QString serverTextSearchName(ServerTextSearch config)
{
    return config == ServerTextSearch::English ? QStringLiteral("english") : QStringLiteral("simple");
}

bool parseServerTextSearch(const QString& name, ServerTextSearch* out)
{
    if (name == QLatin1String("simple"))
        *out = ServerTextSearch::Simple;
    else if (name == QLatin1String("english"))
        *out = ServerTextSearch::English;
    else
        return false;
    return true;
}

Result<int> ServerSchema::version(PgConnection& db)
{
    auto exists = db.query(QStringLiteral("SELECT to_regclass('lmars.schema_version') IS NOT NULL"));
    if (!exists)
        return exists.error();
    if (exists->scalar() != QLatin1String("t"))
        return 0;
    auto rows = db.query(QStringLiteral("SELECT max(version) FROM lmars.schema_version"));
    if (!rows)
        return rows.error();
    return rows->scalar().toInt();
}

Result<void> ServerSchema::check(PgConnection& db)
{
    auto found = version(db);
    if (!found)
        return found.error();
    if (found.value() == 0)
        return Error(ErrorKind::Configuration,
                     tr("The firm server has no L-MARS schema yet. An administrator runs 'lmars-cli server init' "
                        "once."));
    if (found.value() > kVersion)
        return newerSchema(found.value());
    if (found.value() < kVersion)
        return Error(ErrorKind::Configuration,
                     tr("The firm server's schema is version %1; this version of L-MARS needs %2. An administrator "
                        "runs 'lmars-cli server init' to upgrade it.")
                         .arg(found.value())
                         .arg(kVersion));
    return {};
}

Result<int> ServerSchema::upgrade(PgConnection& db, ServerTextSearch textSearch, int toVersion)
{
    const int target = std::clamp(toVersion, 1, kVersion);
    if (auto begun = db.begin(); !begun)
        return begun.error();
    auto fail = [&db](const Error& error) -> Result<int> {
        db.rollback();
        return error;
    };
    if (auto locked = db.query(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(QLatin1String(kUpgradeLock)));
        !locked)
        return fail(locked.error());
    auto current = version(db);
    if (!current)
        return fail(current.error());
    const int from = current.value();
    if (from > kVersion)
        return fail(newerSchema(from));
    for (int v = from; v < target; ++v) {
        qCInfo(lcStore) << "firm server: migrating schema from version" << v << "to" << v + 1;
        if (auto applied = db.execute(QString::fromUtf8(kMigrations[v])); !applied)
            return fail(applied.error());
        if (v == 0) {
            if (auto set = db.query(QStringLiteral("INSERT INTO lmars.library_settings VALUES ('text_search', $1)"),
                                    {serverTextSearchName(textSearch)});
                !set)
                return fail(set.error());
        }
        if (auto bumped =
                db.query(QStringLiteral("UPDATE lmars.schema_version SET version = $1"), {QString::number(v + 1)});
            !bumped)
            return fail(bumped.error());
    }
    if (auto committed = db.commit(); !committed)
        return fail(committed.error());
    return std::max(from, target);
}

Result<ServerTextSearch> ServerSchema::textSearch(PgConnection& db)
{
    auto rows = db.query(QStringLiteral("SELECT value FROM lmars.library_settings WHERE key = 'text_search'"));
    if (!rows)
        return rows.error();
    ServerTextSearch config = ServerTextSearch::Simple;
    if (!parseServerTextSearch(rows->scalar(), &config))
        return Error(ErrorKind::Configuration,
                     tr("The firm server names an unknown text search configuration \"%1\".").arg(rows->scalar()));
    return config;
}

} // namespace lmars::store
