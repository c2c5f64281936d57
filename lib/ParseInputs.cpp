//===- ParseInputs.cpp ----------------------------------------------------===//
#include "warpagg/ParseInputs.h"

#include "warpagg/SiteFinder.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/VirtualFileSystem.h"
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

// Runs the site matchers over one translation unit and files what it found
// under the main file, or under the header each site is in.
class CollectAction : public ASTFrontendAction {
public:
  CollectAction(const RewriteOptions &Options,
                std::map<std::string, ParsedInput> &Results)
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
    std::string MainPath = normalizedPath(getCurrentFile());
    ParsedInput &R = Results[MainPath];
    R.Failed |= CI.getDiagnostics().hasErrorOccurred();
    R.Main.Text = SM.getBufferData(SM.getMainFileID()).str();
    for (Site &S : Sites) {
      S.File = normalizedPath(S.File);
      if (S.File == MainPath) {
        R.Main.Sites.push_back(std::move(S));
        continue;
      }
      FileSites &H = R.Headers[S.File];
      if (H.Text.empty())
        if (auto Buffer = SM.getFileManager().getBufferForFile(S.File))
          H.Text = (*Buffer)->getBuffer().str();
      H.Sites.push_back(std::move(S));
    }
    Sites.clear();
  }

private:
  std::vector<Site> Sites;
  SiteFinder Finder;
  ast_matchers::MatchFinder Matchers;
  std::map<std::string, ParsedInput> &Results;
};

class CollectActionFactory : public tooling::FrontendActionFactory {
public:
  CollectActionFactory(const RewriteOptions &Options,
                       std::map<std::string, ParsedInput> &Results)
      : Options(Options), Results(Results) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<CollectAction>(Options, Results);
  }

private:
  const RewriteOptions &Options;
  std::map<std::string, ParsedInput> &Results;
};

} // namespace

std::map<std::string, ParsedInput>
parseInputs(const tooling::CompilationDatabase &Database,
            const std::vector<std::string> &Files, const CudaSetup &Cuda,
            const RewriteOptions &Options, unsigned Jobs,
            llvm::raw_ostream *Progress) {
  std::map<std::string, ParsedInput> Results;
  std::mutex Lock;
  unsigned Done = 0;
  auto ParseOne = [&](const std::string &File) {
    // A physical file system of its own: ClangTool then changes this view's
    // working directory, not the process's, so threads do not interfere.
    std::map<std::string, ParsedInput> Local;
    tooling::ClangTool Tool(Database, {File},
                            std::make_shared<PCHContainerOperations>(),
                            llvm::vfs::createPhysicalFileSystem());
    Tool.setPrintErrorMessage(false);
    Tool.appendArgumentsAdjuster(cudaArgumentsAdjuster(Cuda));
    CollectActionFactory Factory(Options, Local);
    Tool.run(&Factory);
    std::lock_guard<std::mutex> Guard(Lock);
    for (auto &[Path, Input] : Local) {
      ParsedInput &R = Results[Path];
      R.Failed |= Input.Failed;
      R.Main.Text = std::move(Input.Main.Text);
      llvm::append_range(R.Main.Sites, Input.Main.Sites);
      for (auto &[Header, H] : Input.Headers) {
        FileSites &Into = R.Headers[Header];
        Into.Text = std::move(H.Text);
        llvm::append_range(Into.Sites, H.Sites);
      }
    }
    if (Progress)
      *Progress << "[" << ++Done << "/" << Files.size() << "] " << File
                << "\n";
  };

  if (Jobs <= 1 || Files.size() <= 1) {
    for (const std::string &File : Files)
      ParseOne(File);
    return Results;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  for (const std::string &File : Files)
    Pool.async([&ParseOne, &File] { ParseOne(File); });
  Pool.wait();
  return Results;
}

} // namespace warpagg
