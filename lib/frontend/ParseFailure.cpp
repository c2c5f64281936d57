//===- ParseFailure.cpp ---------------------------------------------------===//
#include "warpagg/frontend/ParseFailure.h"

#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"

using namespace clang;

namespace warpagg {
namespace {

// Functions nvcc's front end knows without a declaration (CUTLASS calls
// __nv_atomic_load_n with __NV_ATOMIC_RELAXED); clang has none of them.
bool isNvccOnlyBuiltin(const Diagnostic &Info) {
  if (Info.getID() != diag::err_undeclared_var_use || Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_declarationname)
    return false;
  std::string Name =
      DeclarationName::getFromOpaqueInteger(Info.getRawArg(0)).getAsString();
  return llvm::StringRef(Name).starts_with("__nv_") ||
         llvm::StringRef(Name).starts_with("__NV_");
}

} // namespace

std::string missingFileName(const Diagnostic &Info) {
  unsigned ID = Info.getID();
  bool Missing = ID == diag::err_pp_file_not_found ||
                 ID == diag::err_pp_file_not_found_angled_include_not_fatal ||
                 ID == diag::err_pp_file_not_found_typo_not_fatal;
  if (!Missing || Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_std_string)
    return "";
  return Info.getArgStdStr(0);
}

ParseFailureKind classifyError(const Diagnostic &Info) {
  unsigned ID = Info.getID();
  if (!missingFileName(Info).empty())
    return ParseFailureKind::MissingFile;
  if (ID == diag::err_cuda_device_kernel_launch_require_rdc)
    return ParseFailureKind::NeedsRdc;
  // nvcc only warns where a __host__ __device__ function calls a __host__
  // one (and compiles the call for the host side); clang rejects it.
  if (ID == diag::err_ref_bad_target ||
      ID == diag::err_ref_bad_target_global_initializer ||
      isNvccOnlyBuiltin(Info))
    return ParseFailureKind::NvccDialect;
  if (ID >= diag::DIAG_START_LEX && ID < diag::DIAG_START_AST)
    return ParseFailureKind::Syntax;
  return ParseFailureKind::Semantic;
}

std::string notParsedMessage(llvm::StringRef File, llvm::StringRef GpuArch,
                             const ParseFailure &Failure) {
  std::string Head = "clang cannot parse '" + File.str() + "' for " +
                     GpuArch.str();
  const std::string Tail = "; it was left unchanged";
  switch (Failure.Kind) {
  case ParseFailureKind::NvccDialect:
    return Head + " although nvcc may: " + Failure.error() +
           " (see docs/nvcc-dialect.md)" + Tail;
  case ParseFailureKind::MissingFile:
    return Head + ": header '" + Failure.Missing + "' not found (#include at " +
           Failure.At +
           "): add its directory to the include path (-I after --, or in "
           "the compile command), or, for one of CUDA's headers, point "
           "--cuda-path at the CUDA toolkit" + Tail;
  case ParseFailureKind::NeedsRdc:
    return Head + ": " + Failure.error() +
           ": the code needs separable compilation; compile with -rdc=true "
           "(nvcc) / -fgpu-rdc (clang), in the compile command or after --" +
           Tail;
  case ParseFailureKind::Syntax:
  case ParseFailureKind::Semantic:
    break;
  }
  return Head + ": " + Failure.error() + Tail;
}

} // namespace warpagg
