//===- NvccDialect.h - Read code written for nvcc the way nvcc reads it ----===//
//
// CUDA code in the wild is written for nvcc, whose front end takes spellings
// and relies on header declarations that clang 22 does not. For parsing
// only (nothing here reaches an output), warpagg
//  - rewrites a few nvcc-only spellings in the bytes clang reads, keeping
//    every byte offset (same length, the rewrite edits the original text):
//    `k << <g, b >> > (a)` reads as `k<<<g, b>>>(a)` plus spaces, and in an
//    inline PTX string with operands a `%` that clang takes for a bad escape
//    (`%laneid`, `%tid.x`, an operand number past the operands) reads as a
//    space: the asm text never shapes the analysis; `#define UNROLL
//    #pragma unroll` (a directive again where nvcc compiles its preprocessed
//    file, an error in clang) defines UNROLL as spaces;
//  - force-includes a prelude (share/warpagg/nvcc_dialect_prelude.h) of the
//    declarations nvcc's headers have and clang's lack;
//  - searches the host compiler's own include directory last (omp.h).
// docs/nvcc-dialect.md lists what is handled and what is not.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_NVCCDIALECT_H
#define WARPAGG_NVCCDIALECT_H

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// \p Text with nvcc-only spellings rewritten for clang, byte for byte the
/// same length and with its line breaks where they were; nullopt when there
/// is none.
std::optional<std::string> normalizeNvccSpellings(llvm::StringRef Text);

/// A file system that gives clang each file's normalized text (above) and
/// keeps the original text of the files it changed. Files under one of
/// \p SystemDirs (CUDA, clang's headers) are passed through as they are.
class NvccDialectFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  NvccDialectFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                        std::vector<std::string> SystemDirs)
      : ProxyFileSystem(std::move(Base)), SystemDirs(std::move(SystemDirs)) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;

  /// The text on disk of \p AbsolutePath (normalized path) if clang was
  /// given a normalized one, else nullopt.
  std::optional<std::string> originalText(llvm::StringRef AbsolutePath) const;

private:
  std::vector<std::string> SystemDirs;
  mutable std::mutex Lock;
  llvm::StringMap<std::string> Originals;
};

/// The prelude's path: <exe>/../share/warpagg/nvcc_dialect_prelude.h when
/// installed, else the source tree's share/warpagg/.
std::string defaultNvccPrelude(const char *Argv0);

/// The host compiler's private include directory (gcc's, holding omp.h and
/// the like), asked once of `<HostCompiler> -print-file-name=include`;
/// empty when there is no such compiler or directory.
std::string hostCompilerIncludeDir(llvm::StringRef HostCompiler);

} // namespace warpagg

#endif
