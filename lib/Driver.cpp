//===- Driver.cpp ---------------------------------------------------------===//
#include "warpagg/Driver.h"

#include "warpagg/FileRewriter.h"
#include "warpagg/OutputFile.h"
#include "warpagg/SiteFinder.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace warpagg {
namespace {

/// What one parse of one translation unit produced.
struct ParsedFile {
  std::string Text; ///< the main file as clang read it
  bool Failed = false;
  std::vector<Site> Sites; ///< main file and headers
};

std::string normalizedPath(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

class CollectAction : public ASTFrontendAction {
public:
  CollectAction(const RewriteOptions &Options,
                std::map<std::string, ParsedFile> &Results)
      : Finder(Options, Sites), Results(Results) {
    Finder.registerMatchers(Matchers);
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 llvm::StringRef) override {
    return Matchers.newASTConsumer();
  }

  void EndSourceFileAction() override {
    CompilerInstance &CI = getCompilerInstance();
    SourceManager &SM = CI.getSourceManager();
    ParsedFile &R = Results[normalizedPath(getCurrentFile())];
    R.Text = SM.getBufferData(SM.getMainFileID()).str();
    R.Failed |= CI.getDiagnostics().hasErrorOccurred();
    for (Site &S : Sites)
      S.File = normalizedPath(S.File);
    R.Sites.insert(R.Sites.end(), Sites.begin(), Sites.end());
    Sites.clear();
  }

private:
  std::vector<Site> Sites;
  SiteFinder Finder;
  ast_matchers::MatchFinder Matchers;
  std::map<std::string, ParsedFile> &Results;
};

class CollectActionFactory : public tooling::FrontendActionFactory {
public:
  CollectActionFactory(const RewriteOptions &Options,
                       std::map<std::string, ParsedFile> &Results)
      : Options(Options), Results(Results) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<CollectAction>(Options, Results);
  }

private:
  const RewriteOptions &Options;
  std::map<std::string, ParsedFile> &Results;
};

void printSite(const Site &S, llvm::raw_ostream &OS) {
  OS << S.File << ":" << S.Line << ":" << S.Column << ": ";
  if (S.Rewrite)
    OS << "remark: rewrote " << cudaName(S.Fn) << " as " << S.Replacement
       << " (" << S.TypeName << ", result "
       << (S.ResultUsed ? "used" : "unused") << ")\n";
  else
    OS << "note: left alone: " << S.Reason << " [" << cudaName(S.Fn)
       << "]\n";
}

// Notes for sites in headers: reported once, never rewritten (yet).
void printHeaderSites(const std::vector<Site> &Sites,
                      const std::string &MainFile,
                      std::set<std::string> &Reported,
                      llvm::raw_ostream &OS) {
  for (const Site &S : Sites) {
    if (S.File == MainFile)
      continue;
    std::string Key = S.File + ":" + std::to_string(S.Line) + ":" +
                      std::to_string(S.Column);
    if (Reported.insert(Key).second)
      printSite(S, OS);
  }
}

} // namespace

int runDriver(const tooling::CompilationDatabase &Database,
              const std::vector<std::string> &Files,
              const DriverOptions &Options, llvm::raw_ostream &Output,
              llvm::raw_ostream &Diagnostics) {
  int Status = ExitSuccess;
  auto Error = [&](const llvm::Twine &Message) {
    Diagnostics << "warpagg: error: " << Message << "\n";
    Status = ExitInputFailed;
  };

  std::vector<std::string> ToParse;
  for (const std::string &F : Files) {
    if (!llvm::sys::fs::is_regular_file(F))
      Error("no such file: '" + F + "'");
    else
      ToParse.push_back(F);
  }

  std::map<std::string, ParsedFile> Results;
  if (!ToParse.empty()) {
    tooling::ClangTool Tool(Database, ToParse);
    Tool.setPrintErrorMessage(false);
    Tool.appendArgumentsAdjuster(cudaArgumentsAdjuster(Options.Cuda));
    CollectActionFactory Factory(Options.Rewrite, Results);
    Tool.run(&Factory);
  }

  unsigned Rewritten = 0, LeftAlone = 0, FilesChanged = 0;
  std::set<std::string> ReportedHeaderSites;
  for (const std::string &F : ToParse) {
    std::string Path = normalizedPath(F);
    auto It = Results.find(Path);
    if (It == Results.end()) {
      Error("'" + F + "' was not parsed: no compile command for it");
      continue;
    }
    ParsedFile &Parsed = It->second;
    if (Parsed.Failed) {
      Error("'" + F + "' does not compile; it was left unchanged");
      continue;
    }
    std::vector<Site> Own;
    for (const Site &S : Parsed.Sites)
      if (S.File == Path)
        Own.push_back(S);
    llvm::Expected<FileRewrite> R = rewriteFile(Path, Parsed.Text, Own);
    if (!R) {
      Error("cannot rewrite '" + F + "': " + llvm::toString(R.takeError()));
      continue;
    }
    if (!Options.Quiet) {
      printHeaderSites(Parsed.Sites, Path, ReportedHeaderSites, Diagnostics);
      for (const Site &S : R->Sites)
        printSite(S, Diagnostics);
    }
    Rewritten += R->Rewritten;
    LeftAlone += R->LeftAlone;
    bool Changed = R->NewText != Parsed.Text;
    FilesChanged += Changed;

    switch (Options.Mode) {
    case OutputMode::Stdout:
      Output << R->NewText;
      break;
    case OutputMode::File:
      if (llvm::Error E = writeFileAtomically(Options.OutputPath, R->NewText))
        Error(llvm::toString(std::move(E)));
      break;
    case OutputMode::InPlace:
      if (Changed)
        if (llvm::Error E = writeFileAtomically(F, R->NewText))
          Error(llvm::toString(std::move(E)));
      break;
    case OutputMode::DryRun:
      break;
    }
  }
  if (!Options.Quiet)
    Diagnostics << "warpagg: " << Rewritten << " site"
                << (Rewritten == 1 ? "" : "s") << " rewritten, " << LeftAlone
                << " left alone, " << FilesChanged << " of " << Files.size()
                << " file" << (Files.size() == 1 ? "" : "s")
                << (Options.Mode == OutputMode::DryRun ? " would change"
                                                       : " changed")
                << "\n";
  Output.flush();
  return Status;
}

} // namespace warpagg
