//===- HelperBodies.cpp ---------------------------------------------------===//
#include "warpagg/analysis/HelperBodies.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace warpagg {

bool isCudaReductionAtomic(const FunctionDecl *F, const SourceManager &SM) {
  if (!F->getIdentifier() || !SM.isInSystemHeader(F->getLocation()))
    return false;
  StringRef Name = F->getName();
  for (StringRef Op : {"atomicAdd", "atomicSub", "atomicMin", "atomicMax",
                       "atomicAnd", "atomicOr", "atomicXor"})
    if (Name == Op || Name == (Op + "_block").str() ||
        Name == (Op + "_system").str())
      return true;
  return false;
}

namespace {

unsigned countCudaAtomics(const Stmt *S, const SourceManager &SM) {
  if (!S)
    return 0;
  unsigned N = 0;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *F = Call->getDirectCallee())
      N += isCudaReductionAtomic(F, SM);
  for (const Stmt *Child : S->children())
    N += countCudaAtomics(Child, SM);
  return N;
}

} // namespace

std::string helperBodyNote(const FunctionDecl *Helper, FileID CallFile,
                           const SourceManager &SM) {
  const FunctionDecl *Def = Helper ? Helper->getDefinition() : nullptr;
  unsigned N = Def ? countCudaAtomics(Def->getBody(), SM) : 0;
  if (N == 0)
    return "";
  std::string Out = "; its body holds " + std::to_string(N) +
                    " CUDA atomic" + (N == 1 ? "" : "s");
  SourceLocation Loc = SM.getFileLoc(Def->getLocation());
  // Whether that atomic is rewritten is decided there, call by call
  // (plan/HelperCopies.h): it may still be left alone.
  if (SM.getFileID(Loc) == CallFile)
    return Out + ", decided there for each call";
  StringRef Name = llvm::sys::path::filename(SM.getFilename(Loc));
  return Out + " the tool can aggregate: select its header with "
               "--header-filter='" +
         llvm::Regex::escape(Name) + "$' (and -i)";
}

} // namespace warpagg
