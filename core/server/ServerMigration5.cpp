// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 5: cheaper index writes.
/// - A small segment's postings are one blob in its own row (index_segments.postings, see
///   ServerPackedPostings) instead of one index_postings row per term: a document's segment is one
///   row, and a reader fetches such a segment once and keeps it. Larger segments keep a row per term.
/// - A segment's rows in index_postings go with it by a statement trigger instead of a foreign key:
///   the key checked every posting row as it was written (about two thirds of the time a document's
///   ~1,500 rows took) and cascaded row by row; the trigger deletes the postings of all the segments
///   a statement removed at once, whoever removes them.
/// The statements tolerate a partly applied earlier form of this migration.
const char* const kMigration5 = R"SQL(
ALTER TABLE lmars.index_segments ADD COLUMN IF NOT EXISTS postings bytea;
ALTER TABLE lmars.index_segments ALTER COLUMN postings SET STORAGE EXTERNAL;

ALTER TABLE lmars.index_postings DROP CONSTRAINT IF EXISTS index_postings_segment_id_fkey;
CREATE OR REPLACE FUNCTION lmars.index_segments_dropped() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
BEGIN
  DELETE FROM lmars.index_postings p USING old_rows o WHERE p.segment_id = o.id;
  RETURN NULL;
END $f$;
DROP TRIGGER IF EXISTS index_segments_drop ON lmars.index_segments;
CREATE TRIGGER index_segments_drop AFTER DELETE ON lmars.index_segments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lmars.index_segments_dropped();

-- Postings whose segment is gone (none, while the key held) would only take space.
DELETE FROM lmars.index_postings p WHERE NOT EXISTS (SELECT 1 FROM lmars.index_segments s WHERE s.id = p.segment_id);

REVOKE ALL ON FUNCTION lmars.index_segments_dropped() FROM PUBLIC;
)SQL";

} // namespace lmars::store::server_migrations
