// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace lmars::store {

/// The SQL of the firm server schema's migrations, one file each (ServerMigration<N>.cpp); each
/// migration's statements run in the one transaction of ServerSchema::upgrade().
namespace server_migrations {
extern const char* const kMigration1; ///< everything: matters, walls, library, sessions, audit, security
extern const char* const kMigration2; ///< BM25 ranking: chunk lengths and exact per-matter statistics
extern const char* const kMigration3; ///< a title the user gives a session on the server
extern const char* const kMigration4; ///< the search index: engine segments, postings and tombstones
extern const char* const kMigration5; ///< small segments packed in one row; postings go with their segment
extern const char* const kMigration6; ///< a chunk's OCR confidence (-1: a text layer)
extern const char* const kMigration7; ///< the statistics of a batch of chunks counted in one pass
extern const char* const kMigration8; ///< (another branch's change; nothing on this one)
extern const char* const kMigration9; ///< the dense channel's vectors: vector_models, chunk_vectors
} // namespace server_migrations

/// Migration i (counted from 0) takes the schema from version i to version i + 1.
inline constexpr const char* const* kServerMigrations[] = {
    &server_migrations::kMigration1, &server_migrations::kMigration2, &server_migrations::kMigration3,
    &server_migrations::kMigration4, &server_migrations::kMigration5, &server_migrations::kMigration6,
    &server_migrations::kMigration7, &server_migrations::kMigration8, &server_migrations::kMigration9};

} // namespace lmars::store
