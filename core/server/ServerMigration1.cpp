// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

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

} // namespace lmars::store::server_migrations
