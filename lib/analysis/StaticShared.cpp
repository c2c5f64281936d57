//===- StaticShared.cpp ---------------------------------------------------===//
#include "warpagg/analysis/StaticShared.h"

#include "warpagg/analysis/TrustedDecls.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxCallDepth = 4;

class SharedCounter : public RecursiveASTVisitor<SharedCounter> {
public:
  explicit SharedCounter(ASTContext &Context) : Context(Context) {}

  void function(const FunctionDecl *F, int Depth) {
    const FunctionDecl *Def = nullptr;
    if (!F || Depth > MaxCallDepth || !F->hasBody(Def) ||
        isToolchainDecl(Def) || !Functions.insert(Def).second)
      return;
    int Saved = this->Depth;
    this->Depth = Depth;
    TraverseStmt(Def->getBody());
    this->Depth = Saved;
  }

  bool VisitVarDecl(VarDecl *V) {
    add(V);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (V->hasGlobalStorage() && !V->isStaticLocal())
        add(V); // a file-scope __shared__ variable
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    function(Call->getDirectCallee(), Depth + 1);
    return true;
  }

  uint64_t Bytes = 0;

private:
  void add(const VarDecl *V) {
    if (!V->hasAttr<CUDASharedAttr>() || !Vars.insert(V).second)
      return;
    QualType T = V->getType();
    // extern __shared__ T buf[]: dynamic, given at the launch.
    if (T->isIncompleteType() || T->isDependentType())
      return;
    Bytes += Context.getTypeSizeInChars(T).getQuantity();
  }

  ASTContext &Context;
  int Depth = 0;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Functions;
  llvm::SmallPtrSet<const VarDecl *, 8> Vars;
};

} // namespace

uint64_t staticSharedBytes(const FunctionDecl *Kernel, ASTContext &Context) {
  SharedCounter Counter(Context);
  Counter.function(Kernel, 0);
  return Counter.Bytes;
}

} // namespace warpagg
