//===- AnalysisCommand.cpp ------------------------------------------------===//
#include "AnalysisCommand.h"

#include "warpagg/Driver.h"
#include "warpagg/analysis/AnalysisPrinter.h"
#include "warpagg/analysis/Uniformity.h"
#include "warpagg/frontend/NvccDialect.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace warpagg {
namespace {

class PrintConsumer : public ASTConsumer {
public:
  explicit PrintConsumer(llvm::raw_ostream &Out) : Out(Out) {}
  void HandleTranslationUnit(ASTContext &Context) override {
    if (Context.getDiagnostics().hasErrorOccurred())
      return;
    UnitAnalyses Unit(Context);
    printAnalysis(Unit, Out);
  }

private:
  llvm::raw_ostream &Out;
};

class PrintAction : public ASTFrontendAction {
public:
  explicit PrintAction(llvm::raw_ostream &Out) : Out(Out) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 llvm::StringRef) override {
    return std::make_unique<PrintConsumer>(Out);
  }

private:
  llvm::raw_ostream &Out;
};

class PrintFactory : public tooling::FrontendActionFactory {
public:
  explicit PrintFactory(llvm::raw_ostream &Out) : Out(Out) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<PrintAction>(Out);
  }

private:
  llvm::raw_ostream &Out;
};

} // namespace

int printAnalyses(const tooling::CompilationDatabase &Database,
                  const std::vector<std::string> &Files, const CudaSetup &Cuda,
                  llvm::raw_ostream &Out) {
  int Status = ExitSuccess;
  for (const std::string &File : Files) {
    auto Dialect = llvm::makeIntrusiveRefCnt<NvccDialectFileSystem>(
        llvm::vfs::createPhysicalFileSystem(),
        std::vector<std::string>{Cuda.CudaPath, Cuda.ResourceDir});
    tooling::ClangTool Tool(Database, {File},
                            std::make_shared<PCHContainerOperations>(),
                            Dialect);
    Tool.appendArgumentsAdjuster(cudaArgumentsAdjuster(Cuda));
    Out << "file '" << File << "'\n";
    PrintFactory Factory(Out);
    if (Tool.run(&Factory) != 0)
      Status = ExitInputFailed;
  }
  return Status;
}

} // namespace warpagg
