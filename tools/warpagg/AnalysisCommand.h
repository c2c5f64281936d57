//===- AnalysisCommand.h - --print-analysis --------------------------------===//
#ifndef WARPAGG_ANALYSISCOMMAND_H
#define WARPAGG_ANALYSISCOMMAND_H

#include "warpagg/frontend/CompileFlags.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace warpagg {

/// `warpagg --print-analysis FILE...`: each file parsed for the device as
/// a rewrite parses it, and its analysis printed on \p Out
/// (analysis/AnalysisPrinter.h), a "file 'PATH'" line before each. Clang's
/// diagnostics go to stderr. Returns the exit status: ExitInputFailed where
/// a file did not parse (what did parse is printed).
int printAnalyses(const clang::tooling::CompilationDatabase &Database,
                  const std::vector<std::string> &Files, const CudaSetup &Cuda,
                  llvm::raw_ostream &Out);

} // namespace warpagg

#endif
