//===- CacheDirectory.h - A cache's own files, pruned without links ---------===//
//
// The rewrite cache (tools/warpagg-launch/RewriteCache.h) and the preamble
// cache (frontend/PreambleCache.h) live in directories that several users
// may share. Anyone who can write such a directory can put a symbolic link
// where a subdirectory was, or files of their own beside the cache's:
// eviction must then remove nothing but the cache's own files, in the
// directory itself. So the directory is opened once, refusing a link in
// its last component (O_NOFOLLOW), and every look and every removal is made
// relative to that descriptor (fstatat, unlinkat), never by path: a
// directory swapped for a link after the check is not followed either. Only
// regular files are listed; the caller removes only those whose names (and
// where it can, contents) it wrote itself.
//
// Header-only: the launcher and the tool link different LLVM libraries, and
// this needs none.
//
#ifndef WARPAGG_SUPPORT_CACHEDIRECTORY_H
#define WARPAGG_SUPPORT_CACHEDIRECTORY_H

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace warpagg {

class CacheDirectory {
public:
  /// A regular file directly in the directory.
  struct File {
    std::string Name;
    uint64_t Size = 0;
    std::chrono::system_clock::time_point Modified;
    uid_t Owner = 0;
  };

  /// Opens \p Path; a link as its last component, or anything but a
  /// directory, is refused (ok() false).
  explicit CacheDirectory(const std::string &Path)
      : FD(::open(Path.c_str(),
                  O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) {}
  ~CacheDirectory() {
    if (FD >= 0)
      ::close(FD);
  }
  CacheDirectory(const CacheDirectory &) = delete;
  CacheDirectory &operator=(const CacheDirectory &) = delete;

  bool ok() const { return FD >= 0; }

  /// The regular files in it (links, directories, FIFOs and devices left
  /// out).
  std::vector<File> files() const {
    std::vector<File> Out;
    if (FD < 0)
      return Out;
    int Listing = ::dup(FD);
    if (Listing < 0)
      return Out;
    DIR *D = ::fdopendir(Listing);
    if (!D) {
      ::close(Listing);
      return Out;
    }
    ::rewinddir(D);
    while (struct dirent *E = ::readdir(D)) {
      struct stat St;
      if (::fstatat(FD, E->d_name, &St, AT_SYMLINK_NOFOLLOW) != 0 ||
          !S_ISREG(St.st_mode))
        continue;
      File F;
      F.Name = E->d_name;
      F.Size = static_cast<uint64_t>(St.st_size);
      F.Modified = std::chrono::system_clock::time_point(
          std::chrono::duration_cast<std::chrono::system_clock::duration>(
              std::chrono::seconds(St.st_mtim.tv_sec) +
              std::chrono::nanoseconds(St.st_mtim.tv_nsec)));
      F.Owner = St.st_uid;
      Out.push_back(std::move(F));
    }
    ::closedir(D); // closes Listing
    return Out;
  }

  /// Removes file \p Name of this directory if it is still a regular file
  /// (a name with a '/' is refused); true when it is gone.
  bool remove(const std::string &Name) const {
    struct stat St;
    if (FD < 0 || Name.empty() || Name.find('/') != std::string::npos ||
        Name == "." || Name == ".." ||
        ::fstatat(FD, Name.c_str(), &St, AT_SYMLINK_NOFOLLOW) != 0 ||
        !S_ISREG(St.st_mode))
      return false;
    return ::unlinkat(FD, Name.c_str(), 0) == 0 || errno == ENOENT;
  }

  /// Opens file \p Name of this directory for reading, not through a link
  /// and without blocking; -1 when it cannot.
  int openFile(const std::string &Name) const {
    if (FD < 0 || Name.find('/') != std::string::npos)
      return -1;
    return ::openat(FD, Name.c_str(),
                    O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  }

private:
  int FD;
};

/// Whether the file at \p Path may be trusted as a cache's entry: a regular
/// file (not a link) that not everyone may write. A shared cache is as
/// trustworthy as those who can write it (README: the compiler launcher);
/// a file anyone can write is never served.
inline bool trustedCacheFile(const std::string &Path) {
  struct stat St;
  return ::lstat(Path.c_str(), &St) == 0 && S_ISREG(St.st_mode) &&
         (St.st_mode & S_IWOTH) == 0;
}

/// Whether \p Path is a directory itself, not a link to one (absent: true,
/// it will be made as a directory).
inline bool notALink(const std::string &Path) {
  struct stat St;
  if (::lstat(Path.c_str(), &St) != 0)
    return errno == ENOENT;
  return S_ISDIR(St.st_mode);
}

} // namespace warpagg

#endif
