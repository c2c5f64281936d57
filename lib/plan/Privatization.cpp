//===- Privatization.cpp --------------------------------------------------===//
#include "warpagg/plan/Privatization.h"

#include "warpagg/analysis/KernelSync.h"
#include "warpagg/analysis/KeyRange.h"
#include "warpagg/analysis/TableUse.h"
#include "warpagg/plan/SourceDirectives.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <map>

using namespace clang;

namespace warpagg {
namespace {

// One site's view of its table: what it names and which entries it reaches.
struct TableRef {
  const ValueDecl *Decl = nullptr;
  const Expr *Operand = nullptr; ///< replaced by the shared copy
  const Expr *Index = nullptr;   ///< null: entry 0 (a table of one)
  bool AddressOfScalar = false;  ///< `&g`: the flush targets &g
};

const ValueDecl *tableDecl(const Expr *E, const FunctionDecl *Kernel) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return nullptr;
  if (const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl()))
    return P->getType()->isPointerType() && P->getDeclContext() == Kernel
               ? P
               : nullptr;
  const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
  if (V && V->hasGlobalStorage() && V->hasAttr<CUDADeviceAttr>() &&
      !V->hasAttr<CUDASharedAttr>() && !V->hasAttr<CUDAConstantAttr>() &&
      !V->isStaticDataMember())
    return V;
  return nullptr;
}

// `&t[k]`, `t + k`, `k + t`, `t` (pointer or array), `&g`.
std::optional<TableRef> tableRefOf(const Expr *Pointer,
                                   const FunctionDecl *Kernel) {
  const Expr *P = Pointer->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(P);
      U && U->getOpcode() == UO_AddrOf) {
    const Expr *Sub = U->getSubExpr()->IgnoreParens();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(Sub)) {
      const Expr *Base = A->getBase()->IgnoreParenImpCasts();
      if (const ValueDecl *D = tableDecl(Base, Kernel))
        return TableRef{D, Base, A->getIdx(), false};
      return std::nullopt;
    }
    if (const ValueDecl *D = tableDecl(Sub, Kernel))
      if (isa<VarDecl>(D) && !isa<ParmVarDecl>(D) &&
          !D->getType()->isArrayType())
        return TableRef{D, U, nullptr, true};
    return std::nullopt;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(P);
      B && B->getOpcode() == BO_Add) {
    bool LeftIsPointer = B->getLHS()->getType()->isPointerType();
    const Expr *Base = (LeftIsPointer ? B->getLHS() : B->getRHS());
    const Expr *Index = (LeftIsPointer ? B->getRHS() : B->getLHS());
    if (const ValueDecl *D = tableDecl(Base, Kernel))
      return TableRef{D, Base->IgnoreParenImpCasts(), Index, false};
    return std::nullopt;
  }
  if (const ValueDecl *D = tableDecl(P, Kernel))
    return TableRef{D, P, nullptr, false};
  return std::nullopt;
}

// A site the rewrite may redirect: one the tool would rewrite, or leaves to
// nvcc (whose aggregation still sends one atomic per warp to global
// memory). A hand-aggregated site is not: its guard may already leave one
// thread per block (`if (threadIdx.x == 0)`), where a copy only adds work.
bool isCandidate(const Site &S) {
  return S.Rewrite || S.ReasonCode == "compiler-aggregated" ||
         S.ReasonCode == "grid-stride-loop";
}

std::string opTag(AtomicFunction F) {
  static const char *Names[] = {"add", "sub", "min", "max",
                                "bit_and", "bit_or", "bit_xor"};
  std::string Tag = std::string("warpagg::op::") + Names[(int)F.Op];
  if (F.Scope == AtomicScope::Block)
    Tag += "_block";
  else if (F.Scope == AtomicScope::System)
    Tag += "_system";
  return Tag;
}

// The bytes of \p E in the main file, when it is written there plainly.
std::optional<std::pair<unsigned, unsigned>>
plainOffsets(const Expr *E, const SourceManager &SM, const LangOptions &LO) {
  if (E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID())
    return std::nullopt;
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO);
  if (R.isInvalid() || !SM.isInMainFile(R.getBegin()))
    return std::nullopt;
  return std::make_pair(SM.getFileOffset(R.getBegin()),
                        SM.getFileOffset(R.getEnd()));
}

struct Table {
  const FunctionDecl *Kernel = nullptr;
  const ValueDecl *Decl = nullptr;
  std::vector<std::pair<SiteNode *, TableRef>> Sites;
  std::string Code, Why; // refusal
  long long Lo = 0, Hi = 0;
  std::string KeyWhy;
  std::string Type;
  unsigned long long ElementBytes = 0;
  std::string Variable, Target;
  bool AddressOfScalar = false;

  void refuse(std::string C, std::string W) {
    if (Code.empty()) {
      Code = std::move(C);
      Why = std::move(W);
    }
  }
  unsigned long long bytes() const {
    return (unsigned long long)(Hi - Lo) * ElementBytes;
  }
};

class Planner {
public:
  Planner(ASTContext &Context, const RewriteOptions &Options)
      : Context(Context), SM(Context.getSourceManager()), Options(Options),
        Directives(SourceDirectives::parse(
            SM.getBufferData(SM.getMainFileID()))) {}

  void run(std::vector<SiteNode> &Nodes) {
    std::vector<Table> Tables;
    std::map<std::pair<const FunctionDecl *, const ValueDecl *>, size_t> Index;
    for (SiteNode &N : Nodes) {
      const FunctionDecl *Kernel = N.Function;
      if (!Kernel || !Kernel->hasAttr<CUDAGlobalAttr>() || !N.Call ||
          N.S->Fn.Api != AtomicApi::Function || N.Call->getNumArgs() != 2)
        continue;
      std::optional<TableRef> Ref = tableRefOf(N.Call->getArg(0), Kernel);
      if (!Ref)
        continue;
      auto Key = std::make_pair(Kernel->getCanonicalDecl(), Ref->Decl);
      auto [It, New] = Index.try_emplace(Key, Tables.size());
      if (New) {
        Tables.emplace_back();
        Tables.back().Kernel = Kernel;
        Tables.back().Decl = Ref->Decl;
      }
      Tables[It->second].Sites.push_back({&N, *Ref});
    }
    for (Table &T : Tables)
      decide(T);
    std::map<const FunctionDecl *, unsigned long long> Used;
    std::map<const FunctionDecl *, std::vector<Table *>> ByKernel;
    for (Table &T : Tables) {
      if (!T.Code.empty())
        continue;
      unsigned long long &U = Used[T.Kernel];
      if (U + T.bytes() > Options.PrivatizeBudget) {
        T.refuse("budget",
                 "its copy needs " + std::to_string(T.bytes()) +
                     " bytes of shared memory per block (" +
                     std::to_string(T.Hi - T.Lo) + " x " + T.Type + "); " +
                     std::to_string(Options.PrivatizeBudget - U) + " of the " +
                     std::to_string(Options.PrivatizeBudget) +
                     " bytes of --privatize-budget are left");
        continue;
      }
      U += T.bytes();
      ByKernel[T.Kernel].push_back(&T);
    }
    for (auto &[Kernel, Ts] : ByKernel)
      rewriteKernel(Kernel, Ts);
    for (Table &T : Tables)
      record(T);
  }

private:
  void decide(Table &T) {
    const FunctionDecl *K = T.Kernel;
    std::string Name = T.Decl->getNameAsString();
    // The kernel's first line (where `__global__` is written) or its name's.
    unsigned KernelLine = SM.getExpansionLineNumber(K->getBeginLoc());
    unsigned NameLine = SM.getExpansionLineNumber(K->getLocation());
    if (!Options.Privatize)
      return T.refuse("off", "--privatize=off");
    if (Directives.noPrivatize(KernelLine) || Directives.noPrivatize(NameLine))
      return T.refuse("directive", "a 'warpagg: no-privatize' comment on "
                                   "the kernel");
    if (K->isTemplateInstantiation() || K->isDependentContext())
      return T.refuse("template", "the kernel is a template; its "
                                  "instantiations may need different copies");
    const auto *Body = dyn_cast_or_null<CompoundStmt>(K->getBody());
    if (!Body || !SM.isInMainFile(SM.getExpansionLoc(K->getLocation())))
      return T.refuse("in-header", "the kernel is not in the file rewritten");
    if (Body->getLBracLoc().isMacroID() || Body->getRBracLoc().isMacroID())
      return T.refuse("macro", "the kernel's braces come from a macro");
    // The sites.
    bool First = true;
    llvm::SmallPtrSet<const Expr *, 8> Allowed;
    for (auto &[N, Ref] : T.Sites) {
      Site &S = *N->S;
      std::string At = " (line " + std::to_string(S.Line) + ")";
      if (Directives.ignored(S.Line))
        return T.refuse("directive", "a 'warpagg: ignore' comment" + At);
      if (Directives.noPrivatize(S.Line))
        return T.refuse("directive", "a 'warpagg: no-privatize' comment" + At);
      if (S.ResultUsed)
        return T.refuse("result-used", "the result of an atomic on it is "
                                       "used" + At);
      if (S.ReasonCode == "already-aggregated")
        return T.refuse("already-aggregated",
                        "an atomic on it is already aggregated by hand" + At);
      if (!isCandidate(S))
        return T.refuse("site-left-alone",
                        "an atomic on it is left alone" + At + ": " + S.Reason);
      std::string Type = S.Types.front();
      if (Type == "float2" || Type == "float4" || !S.TypeSupported)
        return T.refuse("unsupported-type",
                        "CUDA has no shared-memory " + cudaName(S.Fn) +
                            " for '" + Type + "'");
      if (First) {
        T.Type = Type;
        T.ElementBytes = Context.getTypeSizeInChars(N->Value).getQuantity();
      } else if (S.Fn.Op != T.Sites.front().first->S->Fn.Op ||
                 S.Fn.Scope != T.Sites.front().first->S->Fn.Scope ||
                 Type != T.Type) {
        return T.refuse("mixed-ops", "its atomics are of different "
                                     "operations, scopes or types" + At);
      }
      // The key range of this site.
      std::optional<KeyBounds> Keys;
      if (!Ref.Index)
        Keys = KeyBounds{0, 1, "one address"};
      else if (unsigned long long N = Directives.keys(S.Line))
        Keys = KeyBounds{0, (long long)N, "a 'warpagg: keys=" +
                                              std::to_string(N) + "' comment"};
      else
        Keys = keyRange(Ref.Index, Context);
      if (!Keys)
        if (const auto *A = Context.getAsConstantArrayType(T.Decl->getType()))
          Keys = KeyBounds{0, (long long)A->getSize().getZExtValue(),
                           "an index into '" + Name + "' of " +
                               std::to_string(A->getSize().getZExtValue()) +
                               " entries"};
      if (!Keys)
        return T.refuse("range-unknown",
                        "the range of its index is not proven small" + At +
                            " (a 'warpagg: keys=N' comment states it)");
      // A table starts at key 0 unless keys are negative (signed 8-bit):
      // a copy based past its start would point outside the array.
      long long Lo = std::min(Keys->Lo, 0ll);
      if (First || Lo < T.Lo)
        T.Lo = Lo;
      if (First || Keys->Hi > T.Hi)
        T.Hi = Keys->Hi;
      if (First || (!Ref.Index && T.KeyWhy == "one address"))
        T.KeyWhy = Keys->Why;
      T.AddressOfScalar |= Ref.AddressOfScalar;
      if (!plainOffsets(Ref.Operand, SM, Context.getLangOpts()))
        return T.refuse("macro", "the table operand comes from a macro" + At);
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Ref.Operand))
        Allowed.insert(DRE);
      else if (const auto *U = dyn_cast<UnaryOperator>(Ref.Operand))
        Allowed.insert(U->getSubExpr()->IgnoreParens());
      First = false;
    }
    if (T.Hi - T.Lo > (long long)(Options.PrivatizeBudget / T.ElementBytes) &&
        T.Hi - T.Lo > 1)
      return T.refuse("budget",
                      "its keys span " + std::to_string(T.Hi - T.Lo) +
                          " entries of " + T.Type + ", more than the " +
                          std::to_string(Options.PrivatizeBudget) +
                          " bytes of --privatize-budget");
    std::string Use = tableUseProblem(T.Decl, K, Allowed, Context);
    if (!Use.empty())
      return T.refuse("table-used", Use);
    auto [Code, Why] = kernelSyncProblem(K, Context);
    if (!Code.empty())
      return T.refuse(Code, Why);
  }

  // The kernel's prologue and epilogue, and each site's operand.
  void rewriteKernel(const FunctionDecl *K, const std::vector<Table *> &Ts) {
    const auto *Body = cast<CompoundStmt>(K->getBody());
    bool Returns = containsReturn(Body);
    std::string Prologue, Epilogue = Returns ? "}(); " : "";
    Epilogue += "__syncthreads(); ";
    for (Table *T : Ts) {
      std::string Name = T->Decl->getNameAsString();
      T->Variable = "wa_priv_" + Name;
      T->Target = (T->AddressOfScalar ? "&" : "") + Name;
      std::string Op = opTag(T->Sites.front().first->S->Fn);
      Prologue += " __shared__ " + T->Type + " " + T->Variable + "[" +
                  std::to_string(T->Hi - T->Lo) + "]; warpagg::private_zero<" +
                  Op + ">(" + T->Variable + ");";
      Epilogue += "warpagg::private_flush<" + Op + ">(" + T->Variable + ", " +
                  T->Target +
                  (T->Lo ? ", " + std::to_string(T->Lo) : std::string()) +
                  "); ";
    }
    Prologue += " __syncthreads();";
    if (Returns)
      Prologue += " [&]() {";
    unsigned Open = SM.getFileOffset(Body->getLBracLoc()) + 1;
    unsigned Close = SM.getFileOffset(Body->getRBracLoc());
    bool Carried = false;
    for (Table *T : Ts)
      for (auto &[N, Ref] : T->Sites) {
        Site &S = *N->S;
        PrivateSlot P;
        P.Table = T->Target;
        P.Variable = T->Variable;
        P.Kernel = K->getNameAsString();
        P.ElementType = T->Type;
        P.Entries = T->Hi - T->Lo;
        P.First = T->Lo;
        P.Bytes = T->bytes();
        P.KeyWhy = T->KeyWhy;
        auto Offsets = *plainOffsets(Ref.Operand, SM, Context.getLangOpts());
        P.BaseOffset = Offsets.first;
        P.BaseLength = Offsets.second - Offsets.first;
        P.BaseText = T->Lo ? "(" + T->Variable + " + " +
                                 std::to_string(-T->Lo) + ")"
                           : T->Variable;
        // A warp into one shared float: the runtime's uniform reduction (a
        // shared float add is a CAS loop per lane); else the shared atomic.
        P.KeepCallee = !(S.Rewrite && S.UniformProven &&
                         S.Strategy == "uniform" && S.CalleeLength > 0);
        if (!Carried) {
          P.KernelEdits = {{Open, 0, Prologue}, {Close, 0, Epilogue}};
          Carried = true;
        }
        S.Private = std::move(P);
      }
  }

  static bool containsReturn(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return false;
    if (isa<ReturnStmt>(S))
      return true;
    for (const Stmt *C : S->children())
      if (containsReturn(C))
        return true;
    return false;
  }

  void record(Table &T) {
    for (auto &[N, Ref] : T.Sites) {
      Site &S = *N->S;
      if (S.Private) {
        S.Rewrite = true;
        S.ReasonCode.clear();
        S.Reason.clear();
        S.Group.reset();
        S.NotFusedWhy.clear();
        if (S.Private->KeepCallee) {
          S.Strategy.clear();
          S.StrategyWhy.clear();
        }
        continue;
      }
      S.NotPrivatizedCode = T.Code;
      S.NotPrivatizedWhy = "table '" + T.Decl->getNameAsString() +
                           "' of kernel '" + T.Kernel->getNameAsString() +
                           "' not privatized: " + T.Why;
    }
  }

  ASTContext &Context;
  const SourceManager &SM;
  const RewriteOptions &Options;
  SourceDirectives Directives;
};

} // namespace

bool isQuietPrivatizationCode(llvm::StringRef Code) {
  return Code.empty() || Code == "range-unknown" || Code == "off" ||
         Code == "already-aggregated" ||
         Code == "site-left-alone" || Code == "template" ||
         Code == "in-header" || Code == "result-used";
}

void planPrivatization(std::vector<SiteNode> &Nodes, ASTContext &Context,
                       const RewriteOptions &Options) {
  Planner(Context, Options).run(Nodes);
}

} // namespace warpagg
