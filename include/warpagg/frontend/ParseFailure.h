//===- ParseFailure.h - Why clang could not parse an input, and what to do -===//
//
// The error that stops a file (DialectDiagnostics.h) falls in one of a few
// classes, told apart by clang's diagnostic ID, not its text; each class
// gets the advice that fits it:
//  - a missing #include: the include path or the CUDA installation, never
//    the code;
//  - separable compilation needed (a kernel launched from device code) and
//    not asked for: -rdc=true / -fgpu-rdc;
//  - a construct nvcc accepts and clang 22 does not (docs/nvcc-dialect.md):
//    the one class where "nvcc may" is true;
//  - a syntax error (lexer, preprocessor, parser) or another semantic
//    error: clang's message alone, nvcc rejects such code too.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PARSEFAILURE_H
#define WARPAGG_PARSEFAILURE_H

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace warpagg {

enum class ParseFailureKind {
  Syntax,      ///< a lexer, preprocessor or parser error
  Semantic,    ///< any other error of clang's rules
  NvccDialect, ///< what nvcc accepts and clang 22 does not
  MissingFile, ///< an #include clang cannot find
  NeedsRdc,    ///< needs separable compilation, parsed without it
};

/// The first error that stops a file.
struct ParseFailure {
  ParseFailureKind Kind = ParseFailureKind::Semantic;
  std::string Message; ///< clang's message; empty: no error
  std::string At;      ///< "file:line" where clang reported it
  std::string Missing; ///< MissingFile: the header's name as included

  bool empty() const { return Message.empty(); }
  std::string error() const { return Message + " at " + At; }
};

/// The class of clang's error \p Info by its ID alone (the classes
/// DialectDiagnostics knows from the context, such as an error following
/// a tolerated one, are its own to add).
ParseFailureKind classifyError(const clang::Diagnostic &Info);

/// The name an #include could not find, for a MissingFile error; empty
/// otherwise.
std::string missingFileName(const clang::Diagnostic &Info);

/// "clang cannot parse 'k.cu' for sm_90[ although nvcc may]: <error>[;
/// advice]; it was left unchanged".
std::string notParsedMessage(llvm::StringRef File, llvm::StringRef GpuArch,
                             const ParseFailure &Failure);

} // namespace warpagg

#endif
