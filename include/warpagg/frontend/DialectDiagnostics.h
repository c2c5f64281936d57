//===- DialectDiagnostics.h - Which of clang's errors stop a file ----------===//
//
// Clang's errors on code nvcc compiles fall in four kinds:
//  - in the body of a host-only function (semantic errors only: a parse
//    error may have moved where clang thinks a body ends): that code runs on
//    no GPU, so it cannot change a device site; the sites are found anyway,
//    and the error becomes a warning naming what was skipped;
//  - `__shared__` variables with a constructor, which nvcc accepts (and
//    does not run): tolerated like the above, the function's sites kept
//    only where no value read from such a variable flows anywhere;
//  - a local constexpr initialised with a static member read through a
//    reference (`constexpr int n = t.extent();`), which nvcc accepts and
//    clang 22 only in C++23: tolerated, the sites of that function left
//    alone (clang does not know the constant; nothing outside the function
//    can read it);
//  - anything else: the file is not parsed, and the first such error is
//    named to the user as the construct clang rejects, with its class
//    (ParseFailure.h): an error in a function where one of the above was
//    tolerated, or one of the above where it cannot be tolerated, is of
//    the nvcc dialect.
// Errors of the first three kinds are not printed as errors.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_DIALECTDIAGNOSTICS_H
#define WARPAGG_DIALECTDIAGNOSTICS_H

#include "warpagg/Site.h"
#include "warpagg/frontend/ParseFailure.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include <string>
#include <vector>

namespace warpagg {

/// A region of a file (a function body) whose sites cannot be trusted, and
/// why.
struct UnsureRange {
  std::string File; ///< as the source manager names it
  unsigned Begin = 0, End = 0;
  std::string Why;
};

class DialectDiagnostics : public clang::DiagnosticConsumer {
public:
  /// Forwards what it does not swallow to \p Inner (not owned).
  DialectDiagnostics(clang::DiagnosticConsumer *Inner,
                     clang::CompilerInstance &CI)
      : Inner(Inner), CI(CI) {}

  void BeginSourceFile(const clang::LangOptions &Opts,
                       const clang::Preprocessor *PP) override {
    Inner->BeginSourceFile(Opts, PP);
  }
  void EndSourceFile() override { Inner->EndSourceFile(); }
  void finish() override { Inner->finish(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// The first error that stops the file, and its class; empty when there
  /// is none.
  const ParseFailure &blockingError() const { return Blocking; }
  /// One line per tolerated error: what was skipped and where.
  const std::vector<std::string> &skipped() const { return Skipped; }

  /// After the parse: the function bodies whose sites must be left alone
  /// because of what was tolerated (function templates, whose
  /// instantiations by skipped host code are missing; functions where a
  /// value of an unreadable declaration flows).
  std::vector<UnsureRange> unsureRanges(clang::ASTContext &Context) const;

private:
  clang::DiagnosticConsumer *Inner;
  clang::CompilerInstance &CI;
  ParseFailure Blocking;
  std::vector<std::string> Skipped;
  bool SkippedHostCode = false;
  std::vector<const clang::FunctionDecl *> WithUnreadableShared;
  std::vector<const clang::FunctionDecl *> WithUnknownConstant;
  bool DroppingNotes = false;
};

/// Leaves alone each site of \p Sites in one of \p Ranges (same file name
/// as the site's, before it is made absolute).
void leaveAloneUnsure(std::vector<Site> &Sites,
                      const std::vector<UnsureRange> &Ranges);

} // namespace warpagg

#endif
