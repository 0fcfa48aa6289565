// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 5: a segment's postings go with it by a statement trigger instead of a foreign key.
/// The key checked every posting row as it was written (a document writes ~1,500 of them: about
/// two thirds of the time its postings took) and cascaded row by row; the trigger deletes the
/// postings of all the segments a statement removed at once, whoever removes them.
const char* const kMigration5 = R"SQL(
ALTER TABLE lmars.index_postings DROP CONSTRAINT index_postings_segment_id_fkey;

CREATE FUNCTION lmars.index_segments_dropped() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = lmars, pg_temp AS $f$
BEGIN
  DELETE FROM lmars.index_postings p USING old_rows o WHERE p.segment_id = o.id;
  RETURN NULL;
END $f$;
CREATE TRIGGER index_segments_drop AFTER DELETE ON lmars.index_segments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lmars.index_segments_dropped();

-- Postings whose segment is gone (none, while the key held) would only take space.
DELETE FROM lmars.index_postings p WHERE NOT EXISTS (SELECT 1 FROM lmars.index_segments s WHERE s.id = p.segment_id);

REVOKE ALL ON FUNCTION lmars.index_segments_dropped() FROM PUBLIC;
)SQL";

} // namespace lmars::store::server_migrations
