//===- PreambleCache.h - CUDA preambles kept on disk between runs ----------===//
//
// warpagg-launch runs warpagg once per compile, one file each: a preamble
// (ParseSpeed.h) built per run is used by one file only, and saves nothing.
// This keeps them in a directory (--preamble-cache) so that the second run
// with the same command loads the first one's.
//
// An entry is named by a hash of its key: the tool's identity and the whole
// compiler invocation but the input (CudaPreambles). Beside the PCH, a
// manifest (<name>.json) holds the key's full hash, the PCH's size and
// hash, and every file-system lookup its parse made with the answer
// (FileLookups.h); an entry is used only when all of them still hold, and
// built afresh otherwise. A PCH that is cut short or corrupt fails its
// hash: never handed to clang.
//
// Parallel builds: a PCH and its manifest are written to temporary files in
// the directory and renamed into place (never over anything but a regular
// file), so a reader sees a whole one or none; builders of one key take
// turns (a flock on <name>.build) so that a cold `ninja -j` builds each
// preamble once while the others wait. A run holds a shared flock on
// <name>.lock of each entry it uses; eviction skips those.
//
// Size: at most MaxEntries entries (a hit renews the entry's time); a store
// beyond that removes those used longest ago. Temporary files of builders
// that were killed go after an hour.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_FRONTEND_PREAMBLECACHE_H
#define WARPAGG_FRONTEND_PREAMBLECACHE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// A file a preamble's parse entered, in order, as clang's
/// DependencyCollector tells them (a parse that loads the preamble does not
/// enter them itself, yet read them: --list-files-read must name them).
struct EnteredFile {
  std::string Name;
  bool IsSystem = false;
};

/// What a preamble's parse read: the files it entered, and every name it
/// looked up in the include path (#include, #include_next, __has_include),
/// as written. An include directory that holds none of those names would
/// not have changed that parse (ParseSpeed.h).
struct PreambleReads {
  std::vector<EnteredFile> Entered;
  std::vector<std::string> IncludeNames;
};

class PreambleCache {
public:
  /// Entries kept: a project has a command or a few per target, and a PCH
  /// of CUDA's headers is about 8 MB.
  static constexpr unsigned MaxEntries = 16;

  /// \p Dir (relative to the working directory) is made on the first
  /// store.
  explicit PreambleCache(std::string Dir);
  ~PreambleCache(); ///< lets go of the entries this run used
  PreambleCache(const PreambleCache &) = delete;
  PreambleCache &operator=(const PreambleCache &) = delete;

  struct Entry {
    std::string Pch; ///< path, for -include-pch
    PreambleReads Reads;
  };

  /// Writes a PCH to \p Pch whose main file is \p Main, reading through
  /// \p FS only, and fills \p Reads; false where none could be built.
  using Builder = llvm::function_ref<bool(
      const std::string &Pch, const std::string &Main,
      llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
      PreambleReads &Reads)>;

  /// The entry of \p Key whose lookups all answer the same in \p FS now,
  /// else one that \p Build makes now, stored; nullopt when neither can be
  /// had (the directory cannot be written, the build failed).
  std::optional<Entry> get(llvm::StringRef Key,
                           llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                           Builder Build);

  /// Drops the entry whose PCH is \p Pch (clang would not load it): the
  /// next get() builds it afresh. Nothing for a path not of this cache.
  void discard(llvm::StringRef Pch);

  /// Who made the PCHs: the tool's binary (size and time) and clang's
  /// version. Part of every key.
  static std::string toolIdentity();

private:
  std::optional<Entry> find(const std::string &Name,
                            const std::string &KeyHash,
                            llvm::vfs::FileSystem &FS);
  std::optional<Entry> build(const std::string &Name,
                             const std::string &KeyHash,
                             llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                             Builder Build);
  /// Holds entry \p Name in use (shared flock) until this cache goes;
  /// false when its lock file cannot be had (no directory yet).
  bool holdInUse(const std::string &Name);
  void evict();
  std::string path(const std::string &Name, llvm::StringRef Suffix) const;

  std::string Directory;
  std::mutex Lock;
  std::vector<int> Held; ///< open descriptors of the entries used
};

} // namespace warpagg

#endif
