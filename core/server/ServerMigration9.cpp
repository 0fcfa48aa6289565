// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 9: the dense channel's vectors (issue 33). PostgreSQL 15 on Debian 12 has no pgvector,
/// so a vector is a bytea of little-endian float32 (a unit vector) and the client searches them
/// (ServerStoredVectors); the walls stay the database's:
/// - vector_models: the embedding models vectors were made with, by the embedder's model id
///   ("openai/text-embedding-3-small@512") and dimension (0 until the first reply gives it). A
///   provider's model says nothing about a matter, so every lawyer may read and record one.
/// - chunk_vectors: one row per chunk and model, written by the client that embeds the chunk (COPY
///   into a staging table, then one INSERT), numbered by a sequence so that a client reloads only
///   the rows written since. (chunk_id, matter_id) references the chunk ON DELETE CASCADE: a vector
///   always has its chunk's matter and goes in the chunk's own delete. Row-level security with the
///   chunks' policy, so a walled user reads no vector of the matter, whatever SQL is sent.
/// Writers of one matter's vectors hold the matter's advisory lock (ServerVectorStore::put), so a
/// matter's sequence numbers commit in order and a reader past seq n never misses a row below it.
const char* const kMigration9 = R"SQL(
CREATE TABLE lmars.vector_models (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  dimension int NOT NULL DEFAULT 0 CHECK (dimension >= 0),
  added_at timestamptz NOT NULL DEFAULT now());

ALTER TABLE lmars.chunks ADD CONSTRAINT chunks_id_matter UNIQUE (id, matter_id);
CREATE SEQUENCE lmars.chunk_vectors_seq;
CREATE TABLE lmars.chunk_vectors (
  matter_id bigint NOT NULL,
  chunk_id bigint NOT NULL,
  model_id bigint NOT NULL REFERENCES lmars.vector_models ON DELETE CASCADE,
  seq bigint NOT NULL DEFAULT nextval('lmars.chunk_vectors_seq'),
  vector bytea NOT NULL,
  PRIMARY KEY (model_id, chunk_id),
  FOREIGN KEY (chunk_id, matter_id) REFERENCES lmars.chunks (id, matter_id) ON DELETE CASCADE);
CREATE INDEX chunk_vectors_matter_seq ON lmars.chunk_vectors (matter_id, model_id, seq);

ALTER TABLE lmars.chunk_vectors ENABLE ROW LEVEL SECURITY;
ALTER TABLE lmars.chunk_vectors FORCE ROW LEVEL SECURITY;
CREATE POLICY chunk_vectors_visible ON lmars.chunk_vectors
  USING (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]))
  WITH CHECK (matter_id = ANY ((SELECT lmars.visible_matters())::bigint[]));

REVOKE ALL ON lmars.vector_models, lmars.chunk_vectors FROM PUBLIC;
GRANT SELECT, INSERT ON lmars.vector_models TO lmars_user;
GRANT UPDATE (dimension) ON lmars.vector_models TO lmars_user;
GRANT SELECT, INSERT, DELETE ON lmars.chunk_vectors TO lmars_user;
GRANT USAGE ON SEQUENCE lmars.vector_models_id_seq, lmars.chunk_vectors_seq TO lmars_user;
)SQL";

} // namespace lmars::store::server_migrations
