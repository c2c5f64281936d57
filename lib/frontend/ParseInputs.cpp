//===- ParseInputs.cpp ----------------------------------------------------===//
#include "warpagg/frontend/ParseInputs.h"

#include "warpagg/frontend/DialectDiagnostics.h"
#include "warpagg/frontend/LocalIncludes.h"
#include "warpagg/frontend/NvccDialect.h"
#include "warpagg/frontend/ParseSpeed.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <csignal>
#include <mutex>

using namespace clang;

namespace warpagg {

std::string normalizedPath(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

namespace {

// Matches over the declarations of user code only: every top-level
// declaration parsed outside system headers (so not CUDA's implicit include,
// whether parsed here or loaded from a preamble). No site is ever taken from
// a system header, and user templates are reached with their
// instantiations. Says which function bodies the parser may skip.
class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(ast_matchers::MatchFinder &Matchers, const SourceManager &SM)
      : Matchers(Matchers), SM(SM) {}

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    for (Decl *D : Group)
      if (!SM.isInSystemHeader(D->getLocation()))
        UserDecls.push_back(D);
    return true;
  }

  bool shouldSkipFunctionBody(Decl *D) override {
    return isSkippableBody(D, SM);
  }

  void HandleTranslationUnit(ASTContext &Context) override {
    Context.setTraversalScope(UserDecls);
    Matchers.matchAST(Context);
  }

private:
  ast_matchers::MatchFinder &Matchers;
  const SourceManager &SM;
  std::vector<Decl *> UserDecls;
};

// Records the #include directives of the warpagg runtime that the
// preprocessor processes, by the file they are in: the rewrite's include
// edit is needed unless one is in effect (not in a comment, not in a skipped
// #if block, not after the code).
class RuntimeIncludes : public PPCallbacks {
public:
  using ByFile = std::map<std::string, std::vector<ProcessedInclude>>;
  RuntimeIncludes(const SourceManager &SM, ByFile &Found)
      : SM(SM), Found(Found) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef Name,
                          bool, CharSourceRange, OptionalFileEntryRef,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (!Name.starts_with("warpagg/") || HashLoc.isMacroID())
      return;
    FileID File = SM.getFileID(HashLoc);
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
      Found[Entry->getName().str()].push_back(
          {SM.getFileOffset(HashLoc), Name.str()});
  }

private:
  const SourceManager &SM;
  ByFile &Found;
};

// Every file the preprocessor entered (or skipped, as include guards and
// #pragma once make it), system headers too, and which of them are system
// headers: --depfile names the others (as clang's -MMD does), a cache that
// must know everything the parse read (--list-files-read) names all.
class ReadFiles : public DependencyCollector {
public:
  bool needSystemDependencies() override { return true; }
  bool sawDependency(llvm::StringRef Filename, bool, bool IsSystem,
                     bool IsModuleFile, bool IsMissing) override {
    Missing |= IsMissing;
    if (IsMissing || IsModuleFile)
      return false;
    if (IsSystem)
      System.insert(Filename);
    return true;
  }
  bool isSystem(llvm::StringRef Filename) const {
    return System.contains(Filename);
  }
  /// Whether an #include found no file.
  bool sawMissing() const { return Missing; }
  /// The files of the preamble this parse loaded: read, yet not entered.
  void setPreamble(const std::vector<EnteredFile> *Files) { Preamble = Files; }
  /// Every file read, in the order a parse without the preamble enters
  /// them: the main file, the preamble's, then those the main file brings.
  std::vector<EnteredFile> inOrder() const {
    std::vector<EnteredFile> All;
    llvm::ArrayRef<std::string> Own = getDependencies();
    for (size_t I = 0; I <= Own.size(); ++I) {
      if (I == std::min<size_t>(1, Own.size()) && Preamble)
        llvm::append_range(All, *Preamble);
      if (I < Own.size())
        All.push_back({Own[I], isSystem(Own[I])});
    }
    return All;
  }

private:
  const std::vector<EnteredFile> *Preamble = nullptr;
  llvm::StringSet<> System;
  bool Missing = false;
};

// Runs the site matchers over one translation unit and files what it found
// under the main file, or under the header each site is in.
class CollectAction : public ASTFrontendAction {
public:
  CollectAction(const InputOptions &Options, const ParseOptions &Parse,
                const PreambleUse &Preamble,
                const NvccDialectFileSystem &Dialect,
                std::map<std::string, ParsedInput> &Results,
                llvm::raw_ostream &ErrorSummary)
      : Finder(Parse.FindSites(Options, Sites, Matchers)), Results(Results),
        Dialect(Dialect), ErrorSummary(ErrorSummary),
        RestoreSeparateCompilation(Preamble.RestoreSeparateCompilation) {
    if (Parse.Dependencies) {
      Includes = std::make_unique<ReadFiles>();
      Includes->setPreamble(Preamble.Entered);
    }
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(Matchers, CI.getSourceManager());
  }

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<RuntimeIncludes>(
        CI.getSourceManager(), Runtime));
    CI.getPreprocessor().addPPCallbacks(std::make_unique<LocalIncludeCollector>(
        CI.getSourceManager(), Local));
    // Clang's errors pass through the dialect's sorting (which stop the
    // file, which are tolerated).
    DiagnosticsEngine &Engine = CI.getDiagnostics();
    Printer = Engine.getClient();
    PrinterOwned = Engine.ownsClient() ? Engine.takeClient() : nullptr;
    Errors = std::make_unique<DialectDiagnostics>(Printer, CI);
    Engine.setClient(Errors.get(), /*ShouldOwnClient=*/false);
    // "1 error generated" follows the errors, not the progress bar.
    CI.setVerboseOutputStream(ErrorSummary);
    if (Includes)
      Includes->attachToPreprocessor(CI.getPreprocessor());
    return true;
  }

  // The preamble is loaded (BeginSourceFile) and nothing of the input is
  // parsed yet: the input is parsed with its own -fgpu-rdc (ParseSpeed.h).
  void ExecuteAction() override {
    if (RestoreSeparateCompilation)
      getCompilerInstance().getLangOpts().GPURelocatableDeviceCode = true;
    ASTFrontendAction::ExecuteAction();
  }

  void EndSourceFileAction() override {
    CompilerInstance &CI = getCompilerInstance();
    SourceManager &SM = CI.getSourceManager();
    // Relative names are relative to the command's directory.
    auto Absolute = [&](llvm::StringRef Name) {
      llvm::SmallString<256> P(Name);
      SM.getFileManager().makeAbsolutePath(P);
      llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
      return std::string(P);
    };
    std::string MainPath = Absolute(getCurrentFile());
    ParsedInput &R = Results[MainPath];
    if (!Errors->blockingError().empty()) {
      R.Failed = true;
      R.NotParsed = Errors->blockingError();
    }
    llvm::append_range(R.Skipped, Errors->skipped());
    std::vector<UnsureRange> Unsure = Errors->unsureRanges(CI.getASTContext());
    for (UnsureRange &U : Unsure)
      U.File = Absolute(U.File);
    CI.getDiagnostics().setClient(Printer, PrinterOwned != nullptr);
    PrinterOwned.release();
    // The text on disk: clang may have read it normalized (NvccDialect.h).
    auto Text = [&](llvm::StringRef Path, llvm::StringRef AsRead) {
      return Dialect.originalText(Path).value_or(AsRead.str());
    };
    R.Main.Text = Text(MainPath, SM.getBufferData(SM.getMainFileID()));
    if (Includes) {
      R.MissingInclude = Includes->sawMissing();
      llvm::StringSet<> Seen;
      for (const EnteredFile &File : Includes->inOrder()) {
        llvm::StringRef Name = File.Name;
        if (!File.IsSystem) {
          if (std::string P = Absolute(Name); Seen.insert(P).second)
            R.Dependencies.push_back(P);
          continue;
        }
        // A system directory's ".." is taken as the file system takes it:
        // clang finds libstdc++ as /lib/gcc/<triple>/12/../../../../include
        // where /lib links to /usr/lib.
        llvm::SmallString<256> P(Name);
        SM.getFileManager().makeAbsolutePath(P);
        llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/false);
        if (Seen.insert(P).second)
          R.SystemDependencies.push_back(std::string(P));
      }
    }
    RuntimeIncludes::ByFile RuntimeByPath;
    for (auto &[Name, Found] : Runtime)
      RuntimeByPath[Absolute(Name)] = std::move(Found);
    R.Main.Includes = RuntimeByPath[MainPath];
    R.Main.LocalIncludes = std::move(Local);
    Local.clear();
    for (Site &S : Sites)
      S.File = Absolute(S.File);
    leaveAloneUnsure(Sites, Unsure);
    for (Site &S : Sites) {
      if (S.File == MainPath) {
        R.Main.Sites.push_back(std::move(S));
        continue;
      }
      FileSites &H = R.Headers[S.File];
      H.Includes = RuntimeByPath[S.File];
      if (H.Text.empty())
        if (auto Buffer = SM.getFileManager().getBufferForFile(S.File))
          H.Text = Text(S.File, (*Buffer)->getBuffer());
      H.Sites.push_back(std::move(S));
    }
    Sites.clear();
    Runtime.clear();
  }

private:
  std::vector<Site> Sites;
  ast_matchers::MatchFinder Matchers;
  std::unique_ptr<ast_matchers::MatchFinder::MatchCallback> Finder;
  std::map<std::string, ParsedInput> &Results;
  std::unique_ptr<ReadFiles> Includes;
  RuntimeIncludes::ByFile Runtime;
  std::vector<LocalInclude> Local;
  const NvccDialectFileSystem &Dialect;
  DiagnosticConsumer *Printer = nullptr;
  std::unique_ptr<DiagnosticConsumer> PrinterOwned;
  std::unique_ptr<DialectDiagnostics> Errors;
  llvm::raw_ostream &ErrorSummary;
  bool RestoreSeparateCompilation;
};

// Formats clang's diagnostics as clang does and counts the errors, those of
// the driver (unknown flags, missing files) included: ClangTool runs the
// frontend even after the driver reported an error. The text is kept, with
// clang's "N errors generated" line (text()), and printed once the input is
// parsed, in one piece and never inside the progress bar.
struct PrinterStream {
  DiagnosticOptions Options; // constructed before the printer that uses them
  std::string Text;
  llvm::raw_string_ostream OS{Text};
};
class ErrorCountingPrinter : private PrinterStream,
                             public TextDiagnosticPrinter {
public:
  ErrorCountingPrinter() : TextDiagnosticPrinter(PrinterStream::OS, Options) {
    Options.ShowColors = llvm::errs().colors_enabled(); // --color
    PrinterStream::OS.enable_colors(Options.ShowColors);
  }
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
    if (Level >= DiagnosticsEngine::Error)
      ++Errors;
    unsigned ID = Info.getID();
    if (Level >= DiagnosticsEngine::Error &&
        ((ID >= diag::DIAG_START_SERIALIZATION && ID < diag::DIAG_START_LEX) ||
         ID == diag::err_fe_unable_to_load_ast_file))
      RefusedPch = true;
  }
  unsigned errors() const { return Errors; }
  /// Whether clang would not load a precompiled header (out of date,
  /// damaged, another version's).
  bool refusedPch() const { return RefusedPch; }
  /// Where clang's compiler instance writes its summary of the errors.
  llvm::raw_ostream &stream() { return PrinterStream::OS; }
  const std::string &text() const { return Text; }

private:
  unsigned Errors = 0;
  bool RefusedPch = false;
};

// "warpagg: 'k.cu': clang -x cuda ...", as a shell would take it back (-v).
void logCommand(llvm::raw_ostream &OS, llvm::StringRef File,
                const tooling::CommandLineArguments &Args,
                ProgressReporter *Progress, std::mutex &Lock) {
  std::string Line = "warpagg: '" + File.str() + "':";
  for (const std::string &A : Args) {
    bool Plain = !A.empty() && llvm::all_of(A, [](char C) {
      return llvm::isAlnum(C) || llvm::StringRef("-_=/.,:+@%").contains(C);
    });
    if (Plain) {
      Line += " " + A;
      continue;
    }
    Line += " '";
    for (char C : A)
      Line += C == '\'' ? std::string("'\\''") : std::string(1, C);
    Line += "'";
  }
  Line += "\n";
  if (Progress && &OS == &Progress->stream())
    return Progress->printAside(Line);
  std::lock_guard<std::mutex> Guard(Lock);
  OS << Line;
  OS.flush();
}

// Deep enough for code nested thousands of levels; only touched pages cost.
constexpr unsigned ParseStackSize = 256u << 20;

// While alive, the thread's signal handlers run on a stack of their own, so
// that a stack overflow (clang recursing through absurdly nested code) is a
// SIGSEGV that CrashRecoveryContext's handler can take (the command line
// installs it with SA_ONSTACK), not one the kernel cannot deliver.
std::string CrashForTesting;

// Recurses until the stack overflows (the frame's volatile bytes keep the
// compiler from turning it into a loop).
[[gnu::noinline]] unsigned overflowStack(unsigned Depth) {
  volatile char Frame[512];
  Frame[0] = static_cast<char>(Depth);
  if (Depth == ~0u) // never: the stack ends long before
    return Frame[0];
  return overflowStack(Depth + 1) + Frame[0];
}

class AlternateSignalStack {
public:
  AlternateSignalStack() : Memory(MINSIGSTKSZ + (64u << 10)) {
    stack_t Stack = {};
    Stack.ss_sp = Memory.data();
    Stack.ss_size = Memory.size();
    Installed = sigaltstack(&Stack, &Previous) == 0;
  }
  ~AlternateSignalStack() {
    if (Installed)
      sigaltstack(&Previous, nullptr); // a sanitizer's own, if it had one
  }

private:
  std::vector<char> Memory;
  stack_t Previous = {};
  bool Installed = false;
};

// The disk, with \p Replaced files read from memory instead.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
fileSystemWith(const std::map<std::string, std::string> &Replaced) {
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Disk =
      llvm::vfs::createPhysicalFileSystem();
  if (Replaced.empty())
    return Disk;
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const auto &[Path, Text] : Replaced)
    Memory->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
  auto Both = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(Disk);
  Both->pushOverlay(Memory);
  return Both;
}

class CollectActionFactory : public tooling::FrontendActionFactory {
public:
  CollectActionFactory(const InputOptions &Options, const ParseOptions &Parse,
                       CudaPreambles *Preambles,
                       const NvccDialectFileSystem &Dialect,
                       std::map<std::string, ParsedInput> &Results,
                       llvm::raw_ostream &ErrorSummary)
      : Options(Options), Parse(Parse), Preambles(Preambles),
        Dialect(Dialect), Results(Results), ErrorSummary(ErrorSummary) {}

  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<CollectAction>(Options, Parse, Preamble, Dialect,
                                           Results, ErrorSummary);
  }

  bool runInvocation(std::shared_ptr<CompilerInvocation> Invocation,
                     FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> Operations,
                     DiagnosticConsumer *Diagnostics) override {
    Invocation->getFrontendOpts().SkipFunctionBodies = Parse.SkipSystemBodies;
    // Before create(): the action learns which files the preamble read.
    if (Preambles)
      Preamble = Preambles->use(*Invocation, *Files, Operations);
    UsedPreamble = Preamble.Entered != nullptr;
    PreamblePch = Invocation->getPreprocessorOpts().ImplicitPCHInclude;
    return FrontendActionFactory::runInvocation(
        std::move(Invocation), Files, std::move(Operations), Diagnostics);
  }

  bool UsedPreamble = false;
  std::string PreamblePch; ///< with UsedPreamble: its -include-pch
  PreambleUse Preamble;
  const InputOptions &Options;
  const ParseOptions &Parse;
  CudaPreambles *Preambles; ///< null: no preamble for this input
  const NvccDialectFileSystem &Dialect;
  std::map<std::string, ParsedInput> &Results;
  llvm::raw_ostream &ErrorSummary;
};

// ClangTool asks for a file's commands by its absolute path made "native",
// which on POSIX turns each lone backslash into '/': `back\slash.cu` would
// be asked for, and compiled, as `back/slash.cu`, another file. A tool runs
// on one file: this answers with that file's commands however it is asked.
class OneFileDatabase : public tooling::CompilationDatabase {
public:
  OneFileDatabase(const tooling::CompilationDatabase &Base,
                  llvm::StringRef File)
      : Base(Base) {
    File.consume_front("./"); // as ClangTool spells it, but for native()
    Absolute = File;
    llvm::sys::fs::make_absolute(Absolute);
  }
  std::vector<tooling::CompileCommand>
  getCompileCommands(llvm::StringRef) const override {
    return Base.getCompileCommands(Absolute);
  }

private:
  const tooling::CompilationDatabase &Base;
  llvm::SmallString<256> Absolute;
};

} // namespace

std::map<std::string, ParsedInput>
parseInputs(const tooling::CompilationDatabase &Commands,
            const std::vector<std::string> &Files, const CudaSetup &Cuda,
            const RewriteOptions &Options, const ParseOptions &Parse) {
  InputOptions Same;
  Same.Rewrite = Options;
  return parseInputs(
      Commands, Files, Cuda,
      [&](const std::string &) -> const InputOptions & { return Same; },
      Parse);
}

std::map<std::string, ParsedInput>
parseInputs(const tooling::CompilationDatabase &Commands,
            const std::vector<std::string> &Files, const CudaSetup &Cuda,
            const std::function<const InputOptions &(const std::string &)>
                &OptionsFor,
            const ParseOptions &Parse) {
  NvccOptionsFilesDatabase Database(Commands);
  std::map<std::string, ParsedInput> Results;
  std::mutex Lock;
  // A preamble costs about one parse of CUDA's headers: worth it for inputs
  // that share their command with another.
  // A kept one (--preamble-cache) is worth it for every input: the next
  // run loads it.
  bool Keep = Parse.SharedPreamble && !Parse.PreambleCache.empty();
  CudaPreambles Preambles(Parse.SkipSystemBodies,
                          Keep ? Parse.PreambleCache : "");
  llvm::StringSet<> Shared;
  if (Parse.SharedPreamble && Files.size() > 1 && !Keep)
    Shared = filesSharingACommand(Database, Files);
  auto ParseOne = [&](const std::string &File) {
    // A physical file system of its own: ClangTool then changes this view's
    // working directory, not the process's, so threads do not interfere.
    std::map<std::string, ParsedInput> Local;
    auto Files = llvm::makeIntrusiveRefCnt<NvccDialectFileSystem>(
        fileSystemWith(Parse.Replaced),
        std::vector<std::string>{Cuda.CudaPath, Cuda.ResourceDir});
    // Clang recurses as deep as the code nests: a thread with a large stack
    // parses what the default one cannot, and a crash there (CrashRecovery
    // is enabled by the command line) fails this input, not the run.
    const InputOptions &Options = OptionsFor(File);
    auto ParseWith = [&](ErrorCountingPrinter &Printer,
                         CollectActionFactory &Factory) {
      return llvm::CrashRecoveryContext().RunSafelyOnThread(
          [&] {
            AlternateSignalStack SignalStack;
            if (!CrashForTesting.empty() &&
                llvm::StringRef(File).contains(CrashForTesting))
              overflowStack(0);
            OneFileDatabase OneFile(Database, File);
            tooling::ClangTool Tool(OneFile, {File},
                                    std::make_shared<PCHContainerOperations>(),
                                    Files);
            Tool.setPrintErrorMessage(false);
            Tool.setDiagnosticConsumer(&Printer);
            Tool.appendArgumentsAdjuster(cudaArgumentsAdjuster(Cuda));
            if (!Options.ExtraArgs.empty())
              Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
                  Options.ExtraArgs, tooling::ArgumentInsertPosition::END));
            if (Parse.CommandLog)
              Tool.appendArgumentsAdjuster(
                  [&](const tooling::CommandLineArguments &Args,
                      llvm::StringRef) {
                    logCommand(*Parse.CommandLog, File, Args, Parse.Progress,
                               Lock);
                    return Args;
                  });
            Tool.run(&Factory);
          },
          ParseStackSize);
    };
    CudaPreambles *Preamble =
        Keep || Shared.contains(File) ? &Preambles : nullptr;
    std::unique_ptr<ErrorCountingPrinter> Printer;
    std::unique_ptr<CollectActionFactory> Factory;
    bool Survived;
    // A preamble clang will not load (a header it read changed between our
    // check and clang's: PreambleCache.h) costs a second parse without
    // one, never a failed input; the first's messages are dropped.
    do {
      Local.clear();
      if (Printer && Factory->UsedPreamble)
        Preambles.refused(Factory->PreamblePch);
      Printer = std::make_unique<ErrorCountingPrinter>();
      Factory = std::make_unique<CollectActionFactory>(
          Options, Parse, std::exchange(Preamble, nullptr), *Files,
          Local, Printer->stream());
      Survived = ParseWith(*Printer, *Factory);
    } while (Survived && Factory->UsedPreamble && Printer->refusedPch());
    if (!Printer->text().empty()) {
      if (Parse.Progress) {
        Parse.Progress->printAside(Printer->text());
      } else {
        std::lock_guard<std::mutex> Guard(Lock);
        llvm::errs() << Printer->text();
        llvm::errs().flush();
      }
    }
    if (!Survived) {
      Local.clear();
      Local[normalizedPath(File)].Crashed = true;
    } else if (Printer->errors() > 0) {
      // Driver errors (an unknown flag) are not the parse's own; errors the
      // dialect tolerates never reach the printer (DialectDiagnostics.h).
      Local[normalizedPath(File)].Failed = true;
    }
    std::lock_guard<std::mutex> Guard(Lock);
    for (auto &[Path, Input] : Local) {
      ParsedInput &R = Results[Path];
      R.Failed |= Input.Failed;
      R.Crashed |= Input.Crashed;
      if (R.NotParsed.empty())
        R.NotParsed = std::move(Input.NotParsed);
      llvm::append_range(R.Skipped, Input.Skipped);
      R.Main.Text = std::move(Input.Main.Text);
      R.Main.Includes = std::move(Input.Main.Includes);
      R.Main.LocalIncludes = std::move(Input.Main.LocalIncludes);
      llvm::append_range(R.Main.Sites, Input.Main.Sites);
      R.Dependencies = std::move(Input.Dependencies);
      R.SystemDependencies = std::move(Input.SystemDependencies);
      R.MissingInclude = Input.MissingInclude;
      R.SharedPreamble = Factory->UsedPreamble;
      for (auto &[Header, H] : Input.Headers) {
        FileSites &Into = R.Headers[Header];
        Into.Text = std::move(H.Text);
        Into.Includes = std::move(H.Includes);
        llvm::append_range(Into.Sites, H.Sites);
      }
    }
    if (Parse.Progress)
      Parse.Progress->fileDone(File);
  };

  if (Parse.Jobs <= 1 || Files.size() <= 1) {
    for (const std::string &File : Files)
      ParseOne(File);
    return Results;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Parse.Jobs));
  for (const std::string &File : Files)
    Pool.async([&ParseOne, &File] { ParseOne(File); });
  Pool.wait();
  return Results;
}

void setParseCrashForTesting(std::string PathPart) {
  CrashForTesting = std::move(PathPart);
}

} // namespace warpagg
