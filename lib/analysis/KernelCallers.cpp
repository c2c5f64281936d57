//===- KernelCallers.cpp --------------------------------------------------===//
#include "warpagg/analysis/KernelCallers.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace warpagg {
namespace {

// The functions one body calls by name (constructors included), with a body
// somewhere in the translation unit.
class Callees : public RecursiveASTVisitor<Callees> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitCallExpr(CallExpr *Call) {
    add(Call->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    add(Construct->getConstructor());
    return true;
  }
  std::vector<const FunctionDecl *> Found;

private:
  void add(const FunctionDecl *F) {
    if (F && F->getDefinition())
      Found.push_back(F->getDefinition());
  }
};

// The kernels: __global__ definitions, template instantiations included.
class Kernels : public RecursiveASTVisitor<Kernels> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->hasAttr<CUDAGlobalAttr>() && F->doesThisDeclarationHaveABody() &&
        !F->isDependentContext())
      Found.push_back(F);
    return true;
  }
  std::vector<const FunctionDecl *> Found;
};

} // namespace

std::string reportedFunctionName(const FunctionDecl *F) {
  if (!F)
    return "";
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  return F->getQualifiedNameAsString();
}

KernelCallers::KernelCallers(ASTContext &Context) {
  Kernels Finder;
  Finder.TraverseAST(Context);
  for (const FunctionDecl *Kernel : Finder.Found)
    walk(Kernel, reportedFunctionName(Kernel));
}

void KernelCallers::walk(const FunctionDecl *F, const std::string &Kernel) {
  // A function already reached from this kernel: its callees are too.
  if (!Reached[F->getCanonicalDecl()].insert(Kernel).second || !F->getBody())
    return;
  // A template's pattern (where uninstantiated sites are) hears of every
  // instantiation's kernels.
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    Reached[Pattern->getCanonicalDecl()].insert(Kernel);
  Callees Calls;
  Calls.TraverseStmt(F->getBody());
  for (const FunctionDecl *Callee : Calls.Found)
    walk(Callee, Kernel);
}

std::vector<std::string>
KernelCallers::kernelsReaching(const FunctionDecl *F) const {
  if (!F)
    return {};
  auto It = Reached.find(F->getCanonicalDecl());
  if (It == Reached.end())
    return {};
  return {It->second.begin(), It->second.end()};
}

} // namespace warpagg
