//===- ProfileFile.h - Read, merge and write warpagg profiles --------------===//
//
// A profile (issue 28) is what an instrumented build measured of every site
// on the user's own workload, one JSON object a process:
//
//   {"format": "warpagg-profile", "version": 1, "sites": [
//     {"file": "/abs/k.cu", "line": 12, "hash": "0123456789abcdef",
//      "function": "hist", "call": "atomicAdd", "executions": 1234,
//      "lanes": 39488, "addresses": 2400, "with_peers": 1200,
//      "uniform": 1000, "contiguous": 30, "runs": 150,
//      "element_bytes": 4, "key_span": 256, "key_low": 0, "key_high": 255,
//      "low_occupancy": 0}]}
//
// A site is keyed by its file (absolute, normalized), line and the hash of
// its call's text (Site::TextHash). Reading validates the format, version,
// and every field's type (unknown fields are ignored, for newer writers;
// low_occupancy, counted since 2026-11-26, may be missing: 0);
// anything else is an error naming the file and the field. Profiles of
// several runs, processes or ranks merge: the counters of entries with one
// key are summed, element_bytes and key_span take the largest; the optional
// key bounds (the lowest and highest index into the site's table, present
// where the build counted the site with its table) take the lowest and the
// highest, and are dropped when an entry that executed has none.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PROFILEFILE_H
#define WARPAGG_PROFILEFILE_H

#include "warpagg/Site.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace warpagg {

/// One site's entry: its key, what it is (informational), its counters.
struct ProfileEntry {
  std::string File;
  unsigned Line = 0;
  std::string Hash;
  std::string Function; ///< the enclosing function, as Site::EnclosingFunction
  std::string Call;     ///< the CUDA name called ("atomicAdd")
  SiteMeasurement Counts;
};

/// A merged profile: one entry per key, in key order.
class Profile {
public:
  /// Adds \p E, merged into the entry of the same key if there is one; an
  /// error when a summed counter would pass 2^64 - 1.
  llvm::Error add(ProfileEntry E);

  /// The entry of exactly this key, or null.
  const ProfileEntry *find(llvm::StringRef File, unsigned Line,
                           llvm::StringRef Hash) const;
  /// Whether some entry has this file and line (whatever its hash).
  bool hasLine(llvm::StringRef File, unsigned Line) const;

  std::vector<const ProfileEntry *> entries() const;
  bool empty() const { return Entries.empty(); }

  /// The files read into it, in order (for the outputs' dependencies).
  std::vector<std::string> Sources;

private:
  std::map<std::tuple<std::string, unsigned, std::string>, ProfileEntry>
      Entries;
};

/// Reads and merges \p Paths: each a profile file, or a directory whose
/// files named *.profile.json (not its subdirectories') are read, in name
/// order. An error names the file and what is wrong: missing, unreadable,
/// not a regular file, over 64 MiB, nested over 64 levels, not JSON, not a
/// warpagg profile, a field missing, of the wrong type or out of its type's
/// range, a directory without profiles. A file's sites are read one at a
/// time (support/JsonInput.h: StreamedJson): memory holds its text and
/// entries, never its JSON tree.
llvm::Expected<Profile> readProfiles(llvm::ArrayRef<std::string> Paths);

/// \p P as a profile file's JSON text (the format above), entries in key
/// order.
std::string profileText(const Profile &P);

} // namespace warpagg

#endif
