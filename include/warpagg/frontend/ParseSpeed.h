//===- ParseSpeed.h - Parse less, and parse CUDA's own headers once --------===//
//
// Nearly all of a CUDA translation unit is CUDA's own headers: clang's
// __clang_cuda_runtime_wrapper.h, which the driver includes implicitly, and
// what it pulls in. Two ways to pay for them less, neither of which changes
// what is found in user code:
//  - skipping function bodies in system headers (clang's
//    FrontendOptions::SkipFunctionBodies, asked per function through
//    ASTConsumer::shouldSkipFunctionBody), except templated ones, whose
//    bodies may instantiate user templates and lambdas;
//  - one precompiled header of that implicit include per run and compile
//    command, loaded by every translation unit with the same command, or
//    kept across runs in a directory (PreambleCache.h). Separate compilation
//    (-fgpu-rdc) is a language option clang's PCH reader insists on, yet it
//    changes nothing of that include (which neither tests __CLANG_RDC__ nor
//    declares an extern __shared__ array or launches a kernel): the -rdc and
//    the whole-program commands of a build share one preamble, built without
//    it; an -rdc input loads it so and has the option set again before its
//    first line is parsed (PreambleUse). Nor do -I and -iquote directories
//    (targets of one build differ in them most) key it: a parse searching
//    one more directory reads other files only where that directory holds a
//    name the parse looked up (#include, #include_next, __has_include), and
//    the preamble keeps those names (PreambleReads); an input one of whose
//    directories holds one gets a preamble keyed by its directories too, as
//    does one whose CUDA include needs a header only its directories hold.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PARSESPEED_H
#define WARPAGG_PARSESPEED_H

#include "warpagg/frontend/PreambleCache.h"

#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace clang {
class Decl;
class FileManager;
class SourceManager;
} // namespace clang

namespace warpagg {

/// True for a function body warpagg never needs: one in a system header
/// (no site there is ever rewritten) that is not templated (a template's
/// body, once instantiated, can instantiate user code), nor a __device__
/// function of two parameters, one a pointer (a library's one-atomic
/// wrapper, whose calls are sites: find/AtomicWrapper.h). Clang itself
/// never skips constexpr functions or those with a deduced return type.
bool isSkippableBody(const clang::Decl *D, const clang::SourceManager &SM);

/// The files of \p Files whose compile command (less the file's own name and
/// output) is shared with another of them: those worth a shared preamble.
llvm::StringSet<>
filesSharingACommand(const clang::tooling::CompilationDatabase &Database,
                     const std::vector<std::string> &Files);

/// How an input's invocation was pointed at a preamble.
struct PreambleUse {
  /// The files the preamble's parse entered; null: no preamble.
  const std::vector<EnteredFile> *Entered = nullptr;
  /// The invocation's separate compilation was turned off to load the
  /// preamble (and __CLANG_RDC__ defined on its command line instead): the
  /// action sets LangOptions::GPURelocatableDeviceCode again once the PCH is
  /// loaded, before the input is parsed, so that the input means what it
  /// means under -fgpu-rdc.
  bool RestoreSeparateCompilation = false;
};

/// Precompiled headers of CUDA's implicit include, one per distinct
/// compiler invocation (every option but -fgpu-rdc, -I and -iquote, the
/// working directory; only the input file may differ), built on first use
/// and removed with the cache. Safe to use from several threads. Made, it
/// removes the preambles of runs that were killed (StalePreambles.h); its
/// own are held in use while it lives.
/// With a \p CacheDirectory, they are looked up there first and kept there
/// (PreambleCache.h); where that fails, one of the run's own is built.
class CudaPreambles {
public:
  explicit CudaPreambles(bool SkipSystemBodies,
                         std::string CacheDirectory = "");
  ~CudaPreambles();
  CudaPreambles(const CudaPreambles &) = delete;
  CudaPreambles &operator=(const CudaPreambles &) = delete;

  /// Points \p Invocation at the preamble of its command (-include-pch),
  /// building it first if no other translation unit has (nor the cache
  /// holds it), and says which files its parse entered and whether the
  /// action must restore separate compilation. Leaves \p Invocation
  /// unchanged and returns no files when it cannot have one: no implicit
  /// CUDA include first, -imacros, an existing PCH, or a preamble that did
  /// not build.
  PreambleUse
  use(clang::CompilerInvocation &Invocation, clang::FileManager &Files,
      std::shared_ptr<clang::PCHContainerOperations> Operations);

  /// Told that clang would not load the preamble \p Pch: a kept one is
  /// dropped from the cache, so that the next run builds it afresh.
  void refused(llvm::StringRef Pch);

private:
  struct Preamble {
    unsigned Number; ///< names its files
    std::once_flag Built;
    std::string Path; ///< empty: none could be built
    PreambleReads Reads;
  };
  /// The preamble of \p Invocation's command, found, loaded from the cache
  /// or built; null where none could be had.
  Preamble *preambleFor(const clang::CompilerInvocation &Invocation,
                        clang::FileManager &Files,
                        std::shared_ptr<clang::PCHContainerOperations> Operations);
  /// Fills \p P from the cache (built and stored there first if need be);
  /// false where it could not.
  bool fromCache(const std::string &Key,
                 const clang::CompilerInvocation &Invocation,
                 clang::FileManager &Files,
                 std::shared_ptr<clang::PCHContainerOperations> Operations,
                 Preamble &P);
  /// Fills \p P with a preamble of this run's own, in the temporary
  /// directory; leaves its path empty where none builds.
  void build(const clang::CompilerInvocation &Invocation,
             clang::FileManager &Files,
             std::shared_ptr<clang::PCHContainerOperations> Operations,
             Preamble &P);
  bool SkipSystemBodies;
  std::unique_ptr<PreambleCache> Cache; ///< null: none
  std::string ToolIdentity;             ///< with Cache: part of its keys
  std::mutex Lock;
  std::map<std::string, std::unique_ptr<Preamble>> ByCommand;
  std::vector<std::string> Created;
  std::vector<int> Held; ///< open descriptors that lock Created
};

} // namespace warpagg

#endif
