//===- ParseSpeed.cpp -----------------------------------------------------===//
#include "warpagg/frontend/ParseSpeed.h"
#include "warpagg/frontend/StalePreambles.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/Utils.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include <unistd.h>

using namespace clang;

namespace warpagg {

bool isSkippableBody(const Decl *D, const SourceManager &SM) {
  const FunctionDecl *F = D ? D->getAsFunction() : nullptr;
  // A __device__ function of two parameters, one a pointer, may be a
  // library's one-atomic wrapper, whose calls are sites
  // (find/AtomicWrapper.h): its body is read.
  bool MayWrapAnAtomic =
      F && F->getNumParams() == 2 && F->hasAttr<CUDADeviceAttr>() &&
      llvm::any_of(F->parameters(), [](const ParmVarDecl *P) {
        return P->getType()->isPointerType();
      });
  return F && !F->isTemplated() && !MayWrapAnAtomic &&
         SM.isInSystemHeader(F->getLocation());
}

namespace {

// Absolute, without "." and "..", with relative paths taken from \p Dir.
std::string absoluteIn(llvm::StringRef Dir, llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  if (!llvm::sys::path::is_absolute(P)) {
    P = Dir;
    llvm::sys::path::append(P, Path);
  }
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

// Says which bodies to skip; otherwise silent (beside the PCH writer).
class SkipBodies : public ASTConsumer {
public:
  explicit SkipBodies(const SourceManager &SM) : SM(SM) {}
  bool shouldSkipFunctionBody(Decl *D) override {
    return isSkippableBody(D, SM);
  }

private:
  const SourceManager &SM;
};

// Every name the preamble's parse looks up in the include path.
class IncludeNames : public PPCallbacks {
public:
  explicit IncludeNames(std::vector<std::string> &Out) : Out(Out) {}
  void InclusionDirective(SourceLocation, const Token &, llvm::StringRef Name,
                          bool, CharSourceRange, OptionalFileEntryRef,
                          llvm::StringRef, llvm::StringRef, const Module *,
                          bool, SrcMgr::CharacteristicKind) override {
    add(Name);
  }
  void HasInclude(SourceLocation, llvm::StringRef Name, bool,
                  OptionalFileEntryRef, SrcMgr::CharacteristicKind) override {
    add(Name);
  }

private:
  void add(llvm::StringRef Name) {
    if (Seen.insert(Name).second)
      Out.push_back(Name.str());
  }
  std::vector<std::string> &Out;
  llvm::StringSet<> Seen;
};

class PreambleAction : public GeneratePCHAction {
public:
  explicit PreambleAction(std::vector<std::string> &Names) : Names(Names) {}

private:
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludeNames>(Names));
    return GeneratePCHAction::BeginSourceFileAction(CI);
  }
  std::vector<std::string> &Names;

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef File) override {
    std::unique_ptr<ASTConsumer> Writer =
        GeneratePCHAction::CreateASTConsumer(CI, File);
    if (!Writer)
      return nullptr;
    // MultiplexConsumer skips a body only when every consumer agrees; the
    // PCH writer always does.
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::move(Writer));
    Consumers.push_back(std::make_unique<SkipBodies>(CI.getSourceManager()));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }
};

// The files a preamble's parse entered, in order, but its own main file.
class EnteredFiles : public DependencyCollector {
public:
  explicit EnteredFiles(std::string Main) : Main(std::move(Main)) {}
  bool needSystemDependencies() override { return true; }
  bool sawDependency(llvm::StringRef Filename, bool, bool IsSystem,
                     bool IsModuleFile, bool IsMissing) override {
    if (!IsMissing && !IsModuleFile && Filename != Main &&
        Seen.insert(Filename).second)
      Entered.push_back({Filename.str(), IsSystem});
    return false;
  }
  std::vector<EnteredFile> Entered;

private:
  std::string Main;
  llvm::StringSet<> Seen;
};

// Parses \p Invocation's implicit CUDA include alone (with \p Main, an
// empty main file) into the PCH \p Pch through \p Files; fills \p Reads.
bool writePreamble(const CompilerInvocation &Invocation, FileManager &Files,
                   std::shared_ptr<PCHContainerOperations> Operations,
                   const std::string &Main, const std::string &Pch,
                   bool SkipSystemBodies, PreambleReads &Reads) {
  auto Inv = std::make_shared<CompilerInvocation>(Invocation);
  PreprocessorOptions &PP = Inv->getPreprocessorOpts();
  PP.Includes.resize(1); // CUDA's wrapper; a user's -include stays textual
  FrontendOptions &FO = Inv->getFrontendOpts();
  InputKind Kind = FO.Inputs.front().getKind();
  FO.Inputs.clear();
  FO.Inputs.emplace_back(Main, Kind);
  FO.OutputFile = Pch;
  // Written in place: clang's own temporary beside it would outlive a signal.
  FO.UseTemporary = false;
  FO.ProgramAction = frontend::GeneratePCH;
  FO.SkipFunctionBodies = SkipSystemBodies;
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();

  CompilerInstance CI(std::move(Inv), std::move(Operations));
  CI.setVirtualFileSystem(Files.getVirtualFileSystemPtr());
  CI.setFileManager(&Files);
  IgnoringDiagConsumer Quiet; // a failure here just means no preamble
  CI.createDiagnostics(&Quiet, /*ShouldOwnClient=*/false);
  CI.createSourceManager();
  auto Collector = std::make_shared<EnteredFiles>(Main);
  CI.addDependencyCollector(Collector);
  std::vector<std::string> Names;
  PreambleAction Action(Names);
  if (!CI.ExecuteAction(Action) || CI.getDiagnostics().hasErrorOccurred())
    return false;
  Reads.Entered = std::move(Collector->Entered);
  Reads.IncludeNames = std::move(Names);
  return true;
}

// -I and -iquote directories: those a preamble is built and keyed without.
bool isUserDirectory(const HeaderSearchOptions::Entry &E,
                     llvm::vfs::FileSystem &FS) {
  if ((E.Group != frontend::Angled && E.Group != frontend::Quoted) ||
      E.IsFramework || llvm::StringRef(E.Path).starts_with("="))
    return false;
  llvm::ErrorOr<llvm::vfs::Status> St = FS.status(E.Path);
  return St && St->isDirectory(); // not a header map
}

// Whether one of \p Directories holds a file by one of \p Names: a parse
// searching them too could have read another file than the preamble's.
bool shadowsAName(const std::vector<HeaderSearchOptions::Entry> &Directories,
                  const std::vector<std::string> &Names,
                  llvm::vfs::FileSystem &FS) {
  for (const HeaderSearchOptions::Entry &D : Directories)
    for (const std::string &Name : Names) {
      if (llvm::sys::path::is_absolute(Name))
        continue;
      llvm::SmallString<256> Path(D.Path);
      llvm::sys::path::append(Path, Name);
      if (FS.status(Path))
        return true;
    }
  return false;
}

// Everything that shapes a parse but the input file: two translation units
// with the same key see CUDA's implicit include identically.
std::string commandKey(const CompilerInvocation &Invocation,
                       FileManager &Files) {
  CompilerInvocation Copy(Invocation);
  Copy.getFrontendOpts().Inputs.clear();
  Copy.getFrontendOpts().OutputFile.clear();
  Copy.getCodeGenOpts().MainFileName.clear();
  // -cuid names the file's device-side statics in code generation; the
  // driver derives it from the file name.
  Copy.getLangOpts().CUID.clear();
  // -MD, -MF: per file, and the preamble's parse writes none.
  Copy.getDependencyOutputOpts() = DependencyOutputOptions();
  std::string Key;
  for (const std::string &Arg : Copy.getCC1CommandLine()) {
    Key += Arg;
    Key += '\0';
  }
  if (llvm::ErrorOr<std::string> Cwd =
          Files.getVirtualFileSystem().getCurrentWorkingDirectory())
    Key += *Cwd;
  return Key;
}

} // namespace

llvm::StringSet<>
filesSharingACommand(const tooling::CompilationDatabase &Database,
                     const std::vector<std::string> &Files) {
  llvm::StringMap<unsigned> Count;
  std::vector<std::pair<std::string, std::string>> KeyOf;
  for (const std::string &File : Files) {
    std::vector<tooling::CompileCommand> Commands =
        Database.getCompileCommands(File);
    if (Commands.empty())
      continue;
    const tooling::CompileCommand &C = Commands.front();
    std::string Self = absoluteIn(".", File);
    std::string Key = C.Directory;
    const std::vector<std::string> &Args = C.CommandLine;
    for (size_t I = 0; I < Args.size(); ++I) {
      llvm::StringRef A = Args[I];
      if (A == "-o") {
        ++I;
        continue;
      }
      if (A.starts_with("-o") || absoluteIn(C.Directory, A) == Self)
        continue;
      Key += '\0';
      Key += A;
    }
    ++Count[Key];
    KeyOf.emplace_back(File, std::move(Key));
  }
  llvm::StringSet<> Shared;
  for (const auto &[File, Key] : KeyOf)
    if (Count[Key] > 1)
      Shared.insert(File);
  return Shared;
}

CudaPreambles::CudaPreambles(bool SkipSystemBodies, std::string CacheDirectory)
    : SkipSystemBodies(SkipSystemBodies) {
  if (!CacheDirectory.empty()) {
    Cache = std::make_unique<PreambleCache>(std::move(CacheDirectory));
    ToolIdentity = PreambleCache::toolIdentity();
  }
  llvm::SmallString<128> Temp;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Temp);
  removeStalePreambles(Temp, StalePreambleAge);
}

CudaPreambles::~CudaPreambles() {
  for (const std::string &F : Created) {
    llvm::sys::fs::remove(F);
    llvm::sys::DontRemoveFileOnSignal(F);
  }
  for (int FD : Held)
    ::close(FD);
}

PreambleUse
CudaPreambles::use(CompilerInvocation &Invocation, FileManager &Files,
                   std::shared_ptr<PCHContainerOperations> Operations) {
  PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  if (PP.Includes.empty() ||
      llvm::sys::path::filename(PP.Includes.front()) !=
          "__clang_cuda_runtime_wrapper.h" ||
      !PP.MacroIncludes.empty() || !PP.ImplicitPCHInclude.empty() ||
      Invocation.getFrontendOpts().Inputs.size() != 1)
    return {};
  // Keyed and built without separate compilation and without the input's
  // -I and -iquote directories (the header's comment says why it may be);
  // with them where one of them holds a name the preamble's parse looked
  // up, or where none builds without them.
  LangOptions &Lang = Invocation.getLangOpts();
  const bool WasSeparate = Lang.GPURelocatableDeviceCode;
  Lang.GPURelocatableDeviceCode = false;
  std::vector<HeaderSearchOptions::Entry> &Search =
      Invocation.getHeaderSearchOpts().UserEntries;
  const std::vector<HeaderSearchOptions::Entry> Own = Search;
  std::vector<HeaderSearchOptions::Entry> User;
  llvm::erase_if(Search, [&](const HeaderSearchOptions::Entry &E) {
    if (!isUserDirectory(E, Files.getVirtualFileSystem()))
      return false;
    User.push_back(E);
    return true;
  });
  Preamble *P = preambleFor(Invocation, Files, Operations);
  if (!User.empty() &&
      (!P || shadowsAName(User, P->Reads.IncludeNames,
                          Files.getVirtualFileSystem()))) {
    // (None without them: CUDA's include may need a header only they hold.)
    Search = Own;
    P = preambleFor(Invocation, Files, Operations);
  }
  Search = Own;
  if (!P) {
    Lang.GPURelocatableDeviceCode = WasSeparate;
    return {};
  }
  PP.ImplicitPCHInclude = P->Path;
  if (WasSeparate) {
    // What clang's own predefines say under -fgpu-rdc; first, so that the
    // command line's own -D and -U come after it, as they would.
    PP.Macros.insert(PP.Macros.begin(), {"__CLANG_RDC__", /*IsUndef=*/false});
  }
  return {&P->Reads.Entered, WasSeparate};
}

CudaPreambles::Preamble *
CudaPreambles::preambleFor(const CompilerInvocation &Invocation,
                           FileManager &Files,
                           std::shared_ptr<PCHContainerOperations> Operations) {
  std::string Key = commandKey(Invocation, Files);
  Preamble *P;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    std::unique_ptr<Preamble> &Slot = ByCommand[Key];
    if (!Slot) {
      Slot = std::make_unique<Preamble>();
      Slot->Number = ByCommand.size();
    }
    P = Slot.get();
  }
  // The first translation unit of a command builds its preamble (or finds
  // it in the cache); the others wait for it.
  std::call_once(P->Built, [&] {
    if (Cache && fromCache(Key, Invocation, Files, Operations, *P))
      return;
    build(Invocation, Files, std::move(Operations), *P);
  });
  return P->Path.empty() ? nullptr : P;
}

void CudaPreambles::refused(llvm::StringRef Pch) {
  if (Cache)
    Cache->discard(Pch);
}

bool CudaPreambles::fromCache(
    const std::string &Key, const CompilerInvocation &Invocation,
    FileManager &Files, std::shared_ptr<PCHContainerOperations> Operations,
    Preamble &P) {
  // Built with a file manager of its own: the lookups it records must be
  // all of its parse's, none answered from what another parse cached.
  auto Build = [&](const std::string &Pch, const std::string &Main,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                   PreambleReads &Reads) {
    auto Own = llvm::makeIntrusiveRefCnt<FileManager>(
        Invocation.getFileSystemOpts(), std::move(FS));
    return writePreamble(Invocation, *Own, Operations, Main, Pch,
                         SkipSystemBodies, Reads);
  };
  std::optional<PreambleCache::Entry> E = Cache->get(
      ToolIdentity + '\0' + Key, Files.getVirtualFileSystemPtr(), Build);
  if (!E)
    return false;
  P.Path = std::move(E->Pch);
  P.Reads = std::move(E->Reads);
  return true;
}

void CudaPreambles::build(const CompilerInvocation &Invocation,
                          FileManager &Files,
                          std::shared_ptr<PCHContainerOperations> Operations,
                          Preamble &P) {
  // Plain files in the temporary directory (no directory of our own: the
  // signal handler removes regular files only), each registered to go on
  // SIGINT/SIGTERM from the moment it exists, and held in use so that a
  // later run removes it only once this one is gone (SIGKILL).
  std::string Main, Pch;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    std::string Prefix =
        std::string(PreambleFilePrefix) + std::to_string(P.Number);
    for (auto [Suffix, Path] : {std::pair<const char *, std::string *>{"cu", &Main},
                                {"pch", &Pch}}) {
      llvm::SmallString<128> Temp;
      int FD;
      if (llvm::sys::fs::createTemporaryFile(Prefix, Suffix, FD, Temp))
        return;
      *Path = std::string(Temp);
      Created.push_back(*Path);
      Held.push_back(FD);
      llvm::sys::RemoveFileOnSignal(*Path);
      holdInUse(FD);
    }
  }
  {
    // The preamble's own main file: empty, so that it holds just what the
    // implicit include brings.
    std::error_code EC;
    llvm::raw_fd_ostream Empty(Main, EC);
    if (EC)
      return;
  }
  if (writePreamble(Invocation, Files, std::move(Operations), Main, Pch,
                    SkipSystemBodies, P.Reads))
    P.Path = Pch;
}

} // namespace warpagg
