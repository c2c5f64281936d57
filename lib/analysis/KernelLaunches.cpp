//===- KernelLaunches.cpp -------------------------------------------------===//
#include "warpagg/analysis/KernelLaunches.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstCache.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/KernelCallers.h"
#include "warpagg/analysis/ProjectCodeVisitor.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {

// How deep a helper's callers are followed to their kernels.
constexpr unsigned MaxCallerDepth = 4;

// One kernel (a template's instantiations together) as one key: the
// template's pattern, else the function itself (an explicit specialization
// is a function of its own, with its own body).
const FunctionDecl *kernelKey(const FunctionDecl *F) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  return F->getCanonicalDecl();
}

// True when \p E, a launch's block size (an integer or a dim3), is one
// thread: every dimension evaluates to 1.
bool isOneThread(const Expr *E, ASTContext &Context, unsigned Depth = 0) {
  if (!E || Depth > 8 || E->isValueDependent() || E->isTypeDependent())
    return false;
  E = E->IgnoreImplicit()->IgnoreParens();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E)) // dim3(1)
    return isOneThread(Cast->getSubExpr(), Context, Depth + 1);
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
    return isOneThread(Default->getExpr(), Context, Depth + 1);
  Expr::EvalResult Value;
  if (E->getType()->isIntegerType() && E->EvaluateAsInt(Value, Context))
    return Value.Val.getInt() == 1;
  // A variable: its initializer, where nothing changes it afterwards.
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    const Expr *Init = V ? V->getAnyInitializer() : nullptr;
    // The initializer first: whether a local is ever changed is a walk of
    // its whole function (28% of the tool's time on LightGBM's histogram
    // file, whose host code launches with many block-size locals).
    if (!Init || !isOneThread(Init, Context, Depth + 1))
      return false;
    return V->getType().isConstQualified() ||
           (V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
            isUnchangedLocal(V, Context));
  }
  if (E->getType()->isIntegerType())
    return false;
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  if (!Construct)
    return false;
  // A copy (or move) of another dim3.
  if (Construct->getNumArgs() == 1 &&
      Construct->getArg(0)->getType()->getAsCXXRecordDecl() ==
          Construct->getType()->getAsCXXRecordDecl())
    return isOneThread(Construct->getArg(0), Context, Depth + 1);
  // CUDA's dim3(x, y, z), each defaulting to 1.
  const CXXRecordDecl *Record = Construct->getType()->getAsCXXRecordDecl();
  if (!Record || Record->getName() != "dim3" || !isToolchainDecl(Record))
    return false;
  return llvm::all_of(Construct->arguments(), [&](const Expr *Arg) {
    return isOneThread(Arg, Context, Depth + 1);
  });
}

// A kernel named as an argument of one of CUDA's queries, which read its
// attributes and launch nothing: `cudaFuncGetAttributes(&a, k)`.
bool isQueryArgument(const DeclRefExpr *Ref, ASTContext &Context) {
  DynTypedNode Node = DynTypedNode::create(*Ref);
  for (int Level = 0; Level < 8; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Node);
    if (Parents.size() != 1)
      return false;
    Node = Parents[0];
    const auto *S = Node.get<Stmt>();
    if (isa_and_nonnull<ParenExpr, ImplicitCastExpr, ExplicitCastExpr>(S))
      continue;
    if (const auto *Unary = dyn_cast_or_null<UnaryOperator>(S))
      if (Unary->getOpcode() == UO_AddrOf)
        continue;
    const auto *Call = dyn_cast_or_null<CallExpr>(S);
    return Call && !isa<CUDAKernelCallExpr>(Call) &&
           isToolchainFunction(
               Call->getDirectCallee(),
               {"cudaFuncGetAttributes", "cudaFuncSetAttribute",
                "cudaFuncSetCacheConfig", "cudaFuncSetSharedMemConfig",
                "cudaFuncGetName", "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
                "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
                "cudaOccupancyMaxPotentialBlockSize",
                "cudaOccupancyMaxPotentialBlockSizeWithFlags",
                "cudaOccupancyMaxPotentialBlockSizeVariableSMem",
                "cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags",
                "cudaOccupancyAvailableDynamicSMemPerBlock"});
  }
  return false;
}

// Every launch of every kernel in the translation unit, and the kernels
// named otherwise.
struct Launches {
  struct Kernel {
    unsigned Launches = 0;
    bool AllOneThread = true;
    unsigned FirstLine = 0;
    bool NamedOtherwise = false;
  };
  llvm::DenseMap<const FunctionDecl *, Kernel> Of; // by kernelKey
  bool Collected = false;
};

class LaunchCollector : public ProjectCodeVisitor<LaunchCollector> {
public:
  LaunchCollector(Launches &Out, ASTContext &Context)
      : ProjectCodeVisitor(Context.getSourceManager()), Out(Out),
        Context(Context) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Launch) {
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Launch->getCallee()->IgnoreParenImpCasts());
    const auto *Kernel =
        Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (!Kernel)
      return true; // through a pointer: the kernel is named elsewhere
    Callees.insert(Ref);
    Launches::Kernel &K = Out.Of[kernelKey(Kernel)];
    const CallExpr *Config = Launch->getConfig();
    K.AllOneThread &= Config && Config->getNumArgs() > 1 &&
                      isOneThread(Config->getArg(1), Context);
    if (K.Launches++ == 0)
      K.FirstLine = SM.getSpellingLineNumber(
          SM.getFileLoc(Launch->getBeginLoc()));
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
      if (F->hasAttr<CUDAGlobalAttr>())
        Named.push_back(Ref);
    return true;
  }

  // After the traversal: the kernels named other than as a launch's callee.
  void finish() {
    for (const DeclRefExpr *Ref : Named)
      if (!Callees.count(Ref) && !isQueryArgument(Ref, Context))
        Out.Of[kernelKey(cast<FunctionDecl>(Ref->getDecl()))]
            .NamedOtherwise = true;
  }

private:
  Launches &Out;
  ASTContext &Context;
  llvm::SmallPtrSet<const DeclRefExpr *, 16> Callees;
  std::vector<const DeclRefExpr *> Named;
};

// True when no other translation unit can launch the kernel \p Key.
bool launchedOnlyHere(const FunctionDecl *Key, ASTContext &Context) {
  if (!Key->isExternallyVisible())
    return true; // static, an anonymous namespace
  const FunctionTemplateDecl *Template = Key->getDescribedFunctionTemplate();
  if (!Template)
    return false;
  // Defined and declared in the input only: no other file can name it.
  const SourceManager &SM = Context.getSourceManager();
  for (const RedeclarableTemplateDecl *D : Template->redecls())
    if (!SM.isInMainFile(SM.getFileLoc(D->getLocation())))
      return false;
  // An explicit instantiation can be launched from another file.
  return llvm::none_of(
      Template->getCanonicalDecl()->specializations(),
      [](const FunctionDecl *Spec) {
        TemplateSpecializationKind Kind = Spec->getTemplateSpecializationKind();
        return Kind == TSK_ExplicitInstantiationDefinition ||
               Kind == TSK_ExplicitInstantiationDeclaration;
      });
}

std::optional<OneThreadLaunch> kernelLaunch(const FunctionDecl *Kernel,
                                            ASTContext &Context) {
  Launches &All = astCache<Launches>(Context);
  if (!All.Collected) {
    LaunchCollector Collector(All, Context);
    Collector.TraverseDecl(Context.getTranslationUnitDecl());
    Collector.finish();
    All.Collected = true;
  }
  const FunctionDecl *Key = kernelKey(Kernel);
  auto It = All.Of.find(Key);
  if (It == All.Of.end() || It->second.Launches == 0 ||
      !It->second.AllOneThread || It->second.NamedOtherwise ||
      !launchedOnlyHere(Key, Context))
    return std::nullopt;
  return OneThreadLaunch{reportedFunctionName(Kernel), It->second.FirstLine};
}

// Known answers of one walk, by canonical declaration; a function on the
// walk's path answers std::nullopt (a recursive helper: not known).
using Answers =
    llvm::DenseMap<const FunctionDecl *, std::optional<OneThreadLaunch>>;

std::optional<OneThreadLaunch> reachedOnlyFromOneThread(const FunctionDecl *F,
                                                        ASTContext &Context,
                                                        unsigned Depth,
                                                        Answers &Known) {
  if (!F)
    return std::nullopt; // in a lambda: its calls are not followed
  if (F->hasAttr<CUDAGlobalAttr>())
    return kernelLaunch(F, Context);
  if (Depth >= MaxCallerDepth)
    return std::nullopt;
  auto [It, New] = Known.try_emplace(F->getCanonicalDecl(), std::nullopt);
  if (!New)
    return It->second;
  std::optional<llvm::SmallVector<const CallExpr *, 4>> Calls =
      callsOf(F, Context);
  if (!Calls || Calls->empty())
    return std::nullopt;
  std::optional<OneThreadLaunch> First;
  for (const CallExpr *Call : *Calls) {
    std::optional<OneThreadLaunch> At = reachedOnlyFromOneThread(
        enclosingFunction(Call, Context), Context, Depth + 1, Known);
    if (!At)
      return std::nullopt;
    if (!First)
      First = At;
  }
  return Known[F->getCanonicalDecl()] = First;
}

} // namespace

std::optional<OneThreadLaunch> oneThreadLaunch(const FunctionDecl *F,
                                               ASTContext &Context) {
  Answers Known;
  return reachedOnlyFromOneThread(F, Context, 0, Known);
}

} // namespace warpagg
