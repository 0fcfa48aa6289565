// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 6: a chunk read by OCR keeps OCR's mean confidence (0..100), as the embedded library's
/// chunks do (its schema 6), so that search hits on the firm server say "read by OCR" too; -1 is a
/// text layer, which every chunk written before this migration was taken to be. A constant default
/// adds the column without rewriting the table; the check reads it once. The partial index holds
/// the OCR chunks only: the library's statistics count their pages without reading every chunk.
const char* const kMigration6 = R"SQL(
ALTER TABLE lmars.chunks ADD COLUMN IF NOT EXISTS ocr_confidence smallint NOT NULL DEFAULT -1;
ALTER TABLE lmars.chunks DROP CONSTRAINT IF EXISTS chunks_ocr_confidence_range;
ALTER TABLE lmars.chunks ADD CONSTRAINT chunks_ocr_confidence_range CHECK (ocr_confidence BETWEEN -1 AND 100);
CREATE INDEX IF NOT EXISTS chunks_ocr_pages ON lmars.chunks (document_id, page) WHERE ocr_confidence >= 0;
)SQL";

} // namespace lmars::store::server_migrations
