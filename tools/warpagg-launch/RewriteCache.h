//===- RewriteCache.h - The launcher's cache of warpagg's outputs ----------===//
//
// A warm rebuild (a fresh build directory, a compiler cache behind the
// launcher) would parse and rewrite every file again before the compiler
// cache sees the copy. This cache keeps what one successful warpagg run
// wrote into an object's workspace (Workspace::rewriteOutputs(): the copy,
// the log, whatever else warpagg writes there) and puts it back on a later
// launch with the same inputs, instead of running warpagg.
//
// Direct mode, as ccache's: a first key covers what is known before the
// parse (the warpagg command line, the working directory, the source's
// bytes, the tool's identity, the .warpagg files above the source,
// $CUDA_PATH); it names a manifest listing, for each earlier run, every
// file that run read (warpagg --list-files-read: headers, system ones too,
// its configuration) with the hash of its contents. A run whose files all
// still hash the same gives the second key, that of the stored outputs.
// Hashes are BLAKE3 (LLVM's). Each file's stamp (FileStamp.h: inode, size,
// times) is kept beside its hash: a file whose stamp is unchanged is not
// hashed again.
//
// Every cache file ends with a hash of its own contents and is written to a
// temporary file and renamed into place, so that parallel builds never see
// half of one; one that does not check (cut short, corrupt, another
// version's) is a miss. A run is stored when it succeeded, or when clang
// could not parse the source and warpagg listed what that parse read (it
// does not where an #include found no file: the header may be generated
// later, and a later run finds it); its exit status is stored with its
// outputs, so that a hit on a parse failure falls back as the run did,
// with the same message, without parsing again. No run whose files
// changed while it ran is stored.
//
// Size: at most WARPAGG_CACHE_SIZE (default 1G) in 16 subdirectories; when
// a store takes its subdirectory past a sixteenth of that, the files of
// that subdirectory used longest ago (a hit renews a file's time) are
// removed until it is under nine tenths of its share. Eviction removes only
// files of the cache's own names, in the subdirectory itself (a link in its
// place is not used at all: warpagg/support/CacheDirectory.h).
//
// Relocation (as ccache's base_dir): paths under the working directory are
// keyed and listed relative to it, and the directory itself is keyed only
// where a relative argument leaves it, so that a fresh build directory hits
// what another stored; outputs that name the directory are served only
// there.
//
// Trust: a shared cache directory is trusted as ccache's is: whoever can
// write it decides what the copies hold (a result rewritten with a
// recomputed hash is served). Files are written writable by their owner and
// group only, whatever the umask, and a file that anyone may write is
// never served.
//
#ifndef WARPAGG_LAUNCH_REWRITECACHE_H
#define WARPAGG_LAUNCH_REWRITECACHE_H

#include "llvm/Support/Chrono.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace warpagg_launch {

class Workspace;

class RewriteCache {
public:
  /// From the environment: WARPAGG_CACHE_DIR, else $XDG_CACHE_HOME/warpagg,
  /// else ~/.cache/warpagg; WARPAGG_CACHE_SIZE. Off when \p Off (the user's
  /// WARPAGG_CACHE=off) or no directory can be named.
  static RewriteCache fromEnvironment(bool Off);
  bool enabled() const { return !Directory.empty(); }
  const std::string &directory() const { return Directory; }

  /// The key of everything that determines warpagg's outputs but the files
  /// it reads: \p Command (warpagg and its arguments; paths under the
  /// working directory relative to it), the working directory where a
  /// relative path leaves it, \p Source's bytes, the tool's identity (\p Command[0]'s
  /// size and time), the \p ConfigFiles above the source (their bytes) and
  /// $CUDA_PATH. Empty when the source cannot be read: no caching.
  static std::string
  firstKey(const std::vector<std::string> &Command, const std::string &Source,
           const std::vector<std::string> &ConfigFiles);

  /// Puts the outputs of an earlier run under \p Key whose files still hash
  /// the same into \p Files' workspace (its copy directory made afresh) and
  /// gives that run's exit status; nullopt on a miss, leaving nothing that
  /// matters (warpagg then runs and writes them all).
  std::optional<int> restore(const std::string &Key,
                             const Workspace &Files) const;

  /// Stores the outputs warpagg wrote into \p Files' workspace, and its
  /// exit \p Status, under \p Key, with the files listed in
  /// \p FilesReadList (warpagg --list-files-read; no list, nothing stored);
  /// nothing when one of those changed at or after \p Started, or anything
  /// cannot be read or written. Evicts as the comment above says.
  void store(const std::string &Key, const Workspace &Files,
             const std::string &FilesReadList, llvm::sys::TimePoint<> Started,
             int Status) const;

private:
  /// <directory>/<key's first digit>/<key><Extension>
  std::string fileFor(const std::string &Key, const char *Extension) const;
  /// Whether \p Key's subdirectory is one (or none yet), not a link.
  bool usable(const std::string &Key) const;
  /// Keeps one subdirectory within its share of MaxBytes.
  void evict(const std::string &Subdirectory) const;

  std::string Directory;
  uint64_t MaxBytes = 0;
};

} // namespace warpagg_launch

#endif
