//===- TableUse.cpp -------------------------------------------------------===//
#include "warpagg/analysis/TableUse.h"

#include "warpagg/analysis/DeviceContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace warpagg {
namespace {

// The mentions of one declaration, each with the function it is in.
class MentionFinder : public RecursiveASTVisitor<MentionFinder> {
public:
  explicit MentionFinder(const ValueDecl *Table) : Table(Table) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitLambdaBody() const { return true; }

  bool TraverseFunctionDecl(FunctionDecl *F) {
    return within(F, [&] { return RecursiveASTVisitor::TraverseFunctionDecl(F); });
  }
  bool TraverseCXXMethodDecl(CXXMethodDecl *F) {
    return within(F, [&] { return RecursiveASTVisitor::TraverseCXXMethodDecl(F); });
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == Table)
      Mentions.push_back({E, Current});
    return true;
  }

  struct Mention {
    const DeclRefExpr *Ref;
    const FunctionDecl *In;
  };
  std::vector<Mention> Mentions;

private:
  // Traverses with \p F as the function the mentions are in.
  template <class Traversal> bool within(const FunctionDecl *F, Traversal T) {
    const FunctionDecl *Saved = Current;
    Current = F;
    bool R = T();
    Current = Saved;
    return R;
  }

  const ValueDecl *Table;
  const FunctionDecl *Current = nullptr;
};

// What the expression around a mention does with it, for the message.
std::string describeUse(const DeclRefExpr *Ref, ASTContext &Context) {
  const Stmt *Child = Ref;
  for (int Level = 0; Level < 8; ++Level) {
    DynTypedNodeList Parents = Context.getParents(*Child);
    if (Parents.empty())
      break;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      break;
    if (const auto *Call = dyn_cast<CallExpr>(P)) {
      const FunctionDecl *F = Call->getDirectCallee();
      return "passed to " +
             (F ? "'" + F->getNameAsString() + "'" : std::string("a call"));
    }
    if (const auto *B = dyn_cast<BinaryOperator>(P))
      if (B->isAssignmentOp())
        return B->getLHS()->IgnoreParenImpCasts() == Child ||
                       B->getLHS()->IgnoreParens() == Child
                   ? "written"
                   : "copied";
    if (isa<DeclStmt>(P))
      return "copied";
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P))
      if (Cast->getCastKind() == CK_LValueToRValue && Level > 0)
        return "read";
    Child = P;
  }
  return "used";
}

} // namespace

std::string tableUseProblem(const ValueDecl *Table, const FunctionDecl *Kernel,
                            const llvm::SmallPtrSetImpl<const Expr *> &Allowed,
                            ASTContext &Context) {
  MentionFinder Finder(Table);
  bool Global = isa<VarDecl>(Table) && cast<VarDecl>(Table)->hasGlobalStorage();
  if (Global)
    Finder.TraverseDecl(Context.getTranslationUnitDecl());
  else
    Finder.TraverseDecl(const_cast<FunctionDecl *>(Kernel));
  const SourceManager &SM = Context.getSourceManager();
  for (const MentionFinder::Mention &M : Finder.Mentions) {
    if (Allowed.count(M.Ref))
      continue;
    bool InKernel = M.In && M.In->getCanonicalDecl() == Kernel->getCanonicalDecl();
    // A __device__ table named by host code (cudaMemcpyFromSymbol) or by
    // another kernel (another launch) is not seen by this one.
    if (!InKernel && M.In &&
        (executionSpaceOf(M.In) == ExecutionSpace::Host ||
         M.In->hasAttr<CUDAGlobalAttr>()))
      continue;
    if (!InKernel && !M.In)
      continue;
    std::string Where = InKernel ? "" : " in device function '" +
                                            M.In->getNameAsString() + "'";
    return "'" + Table->getNameAsString() + "' is " +
           describeUse(M.Ref, Context) + Where + " (line " +
           std::to_string(SM.getSpellingLineNumber(M.Ref->getBeginLoc())) +
           ") besides the reduction atomics";
  }
  return "";
}

} // namespace warpagg
